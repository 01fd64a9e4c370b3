import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { asCreation } from "@/lib/db/creation-failure";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { mediaStore, mimetypeOfKey } from "@/lib/media/media-store";
import type { MessageKind } from "@/lib/whatsapp/provider";
import { assertWindowOpen } from "./reply-window";
import { replyTicket } from "./reply-ticket";
import { sendMessage } from "./send-message";
import { storeOutbound, type StoredMedia } from "./store-outbound";
import { sendMessageJob } from "./send-message-job";

/** Spec section 9: attachments total at most 100 MB. */
export const MAX_ATTACHMENTS_BYTES = 104_857_600;
export const MAX_ATTACHMENTS = 50;
/** Room in a multipart body for its text fields and part headers, beyond the files themselves. */
export const MAX_MEDIA_FORM_BYTES = MAX_ATTACHMENTS_BYTES + 1_048_576;

export const attachmentsTooLarge = () =>
  new AppError("ERR_ATTACHMENTS_TOO_LARGE", "Os arquivos excedem o limite total de 100MB.");

/** A file part already streamed into the media store (lib/http/stream-form-data.ts). */
const file = z.object(
  {
    key: z.string(),
    size: z.number().int().positive("Empty file"),
    fileName: z.string().max(255, "File name too long"),
    mimetype: z.string(),
  },
  "Expected a file",
);

export const sendMediaSchema = z.object({
  // What the client sends; a message sent through the API is always the business's own.
  fromMe: z.enum(["true", "false"]).optional(),
  /** One text per file (the client sends the file name); without files, the one text to send. */
  body: z.array(z.string().max(30000)).max(MAX_ATTACHMENTS),
  medias: z.array(file).max(MAX_ATTACHMENTS),
});

export type SendMediaInput = z.output<typeof sendMediaSchema>;

/** How a stored file goes out, by the type the store recorded for it. */
export function mediaKindOf(key: string): MessageKind {
  const [type] = mimetypeOfKey(key).split("/");
  return type === "image" || type === "video" || type === "audio" ? type : "document";
}

/**
 * An attendant's files to a ticket's contact, one message per file: each file is already kept in
 * the MediaStore under a generated name (the sender's name only as mediaNameOriginal), and each
 * message is stored with ack 0 and sent by the durable job. Without files, the text alone is sent.
 */
export async function sendMediaMessages(caller: Caller, ticketId: number, { body, medias }: SendMediaInput) {
  if (!medias.length) return [await sendMessage(caller, ticketId, { body: body.join("\n") })];
  const files: (StoredMedia & { body: string })[] = medias.map((media, index) => {
    const fileName = media.fileName || media.key;
    return {
      key: media.key,
      kind: mediaKindOf(media.key),
      fileName,
      body: body[index]?.trim() ? body[index] : fileName,
    };
  });
  const messages = await asCreation("ERR_CREATING_MESSAGE", () =>
    prisma.$transaction(async (tx) => {
      const ticket = await replyTicket(tx, caller, ticketId);
      assertWindowOpen(ticket);
      const stored = [];
      for (const { body: text, ...media } of files)
        stored.push(await storeOutbound(tx, ticket, { body: text, userId: caller.userId, media }));
      return stored;
    }),
  ).catch(async (error: unknown) => {
    // The ticket was closed meanwhile, or its window has: no message names the files.
    for (const { key } of medias) await mediaStore().remove(caller.idGraf, key);
    throw error;
  });
  wakeJobs(sendMessageJob);
  await dispatch(
    messages.map((message) => ({ type: "message.created" as const, idGraf: caller.idGraf, messageIds: [message.id] })),
  );
  return messages;
}
