import type { Readable } from "node:stream";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { parseInput } from "@/lib/http/parse";
import type { ApiRequest } from "@/lib/http/route";
import { streamFormData, type StreamedForm } from "@/lib/http/stream-form-data";
import { mediaStore } from "@/lib/media/media-store";
import { replyTicket } from "./reply-ticket";
import {
  attachmentsTooLarge,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_BYTES,
  MAX_MEDIA_FORM_BYTES,
  sendMediaSchema,
  type SendMediaInput,
} from "./send-media-messages";

/** The fields of POST /messages/{ticketId} sent as multipart/form-data (spec section 7). */
const parseMediaForm = ({ fields, files }: StreamedForm): SendMediaInput =>
  parseInput(
    {
      fromMe: fields.get("fromMe")?.[0],
      body: [...(fields.get("body") ?? []), ...(files.get("body") ?? [])],
      medias: [...(files.get("medias") ?? []), ...(fields.get("medias") ?? [])],
    },
    sendMediaSchema,
  );

/**
 * Reads an attendant's multipart form, its files streamed into the media store as they arrive
 * (never held in memory), after checking the ticket takes replies. A form refused after its files
 * were stored removes them.
 */
export async function receiveMediaForm(caller: Caller, ticketId: number, req: ApiRequest): Promise<SendMediaInput> {
  await replyTicket(prisma, caller, ticketId);
  const store = mediaStore();
  const sink = {
    put: (stream: Readable, mimetype: string, maxBytes: number) =>
      store.put(caller.idGraf, stream, mimetype, { maxBytes }),
    remove: (key: string) => store.remove(caller.idGraf, key),
  };
  const form = await streamFormData(
    req,
    { maxBytes: MAX_MEDIA_FORM_BYTES, maxFileBytes: MAX_ATTACHMENTS_BYTES, maxFiles: MAX_ATTACHMENTS },
    sink,
    attachmentsTooLarge,
  );
  try {
    return parseMediaForm(form);
  } catch (error) {
    for (const kept of form.files.values()) for (const { key } of kept) await store.remove(caller.idGraf, key);
    throw error;
  }
}
