import type { Readable } from "node:stream";
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { parseInput, parseJson } from "@/lib/http/parse";
import { isMultipart } from "@/lib/http/read-form-data";
import type { ApiRequest } from "@/lib/http/route";
import { streamFormData } from "@/lib/http/stream-form-data";
import { mediaStore } from "@/lib/media/media-store";
import { quickAnswerFormSchema, quickAnswerSchema, type QuickAnswerInput } from "./schemas";

/** A quick answer's file, already in the tenant's MediaStore. */
export type AnswerFile = { key: string; fileName: string };

/**
 * What a create or an update asks for: the fields, and the file (undefined keeps the stored one,
 * null removes it).
 */
export type QuickAnswerChange = { input: QuickAnswerInput; file?: AnswerFile | null };

const tooLarge = () => new AppError("ERR_MEDIA_TOO_LARGE", `The file is larger than ${env().MEDIA_MAX_BYTES} bytes`);

const fileSchema = z
  .array(z.object({ key: z.string(), size: z.number().int().positive("Empty file"), fileName: z.string().max(255) }))
  .max(1);

/**
 * A quick answer's body: JSON (the fields alone; the stored file stays), or multipart/form-data
 * whose file part `media` streams into the MediaStore, cut off at MEDIA_MAX_BYTES. A form refused
 * after its file was stored removes it.
 */
export async function readQuickAnswerBody(caller: Caller, req: ApiRequest): Promise<QuickAnswerChange> {
  if (!isMultipart(req)) return { input: await parseJson(req, quickAnswerSchema) };
  const store = mediaStore();
  const maxFileBytes = env().MEDIA_MAX_BYTES;
  const { fields, files } = await streamFormData(
    req,
    // Room beyond the file for a message of 30000 characters and the part headers.
    { maxBytes: maxFileBytes + 1_048_576, maxFileBytes, maxFiles: 1 },
    {
      put: (stream: Readable, mimetype: string, maxBytes: number) =>
        store.put(caller.idGraf, stream, mimetype, { maxBytes }),
      remove: (key: string) => store.remove(caller.idGraf, key),
    },
    tooLarge,
  );
  const stored = [...files.values()].flat();
  try {
    const input = parseInput(
      {
        shortcut: fields.get("shortcut")?.[0],
        message: fields.get("message")?.[0],
        queueIds: fields.get("queueIds") ?? [],
        removeMedia: fields.get("removeMedia")?.[0],
      },
      quickAnswerFormSchema,
    );
    const [media] = parseInput(files.get("media") ?? [], fileSchema);
    if (stored.length > (media ? 1 : 0))
      throw new AppError("ERR_BAD_REQUEST", "The file goes in the part named media", [
        { path: "media", message: "Expected a file" },
      ]);
    const { removeMedia, ...fieldsOnly } = input;
    const file = media
      ? { key: media.key, fileName: media.fileName || media.key }
      : removeMedia === "true"
        ? null
        : undefined;
    return { input: fieldsOnly, file };
  } catch (error) {
    for (const { key } of stored) await store.remove(caller.idGraf, key);
    throw error;
  }
}
