import busboy from "busboy";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "@/lib/errors/app-error";
import { byteLimit, isMediaTooLarge } from "@/lib/media/byte-limit";
import { isMultipart } from "./read-form-data";
import type { ApiRequest } from "./route";

export type FormFile = { key: string; size: number; fileName: string; mimetype: string };
export type StreamedForm = { fields: Map<string, string[]>; files: Map<string, FormFile[]> };
/** Where file parts go as they arrive: a store that keeps them under keys, and forgets them again. */
export type FileSink = {
  put(stream: Readable, mimetype: string, maxBytes: number): Promise<string>;
  remove(key: string): Promise<void>;
};

const add = <T>(map: Map<string, T[]>, name: string, value: T) => {
  map.set(name, [...(map.get(name) ?? []), value]);
  return value;
};

/**
 * Reads a multipart/form-data body as it streams: each file part goes straight to the sink, none
 * held in memory. A declared Content-Length over `maxBytes` is refused before reading; the body is
 * cut off once it passes `maxBytes`, and the files once together they pass `maxFileBytes` (more
 * than `maxFiles` files is a bad request). On any
 * failure the files already kept are removed, so a refused form leaves nothing behind.
 */
export async function streamFormData(
  req: ApiRequest,
  limits: { maxBytes: number; maxFileBytes: number; maxFiles: number },
  sink: FileSink,
  tooLarge: () => AppError,
): Promise<StreamedForm> {
  const malformed = new AppError("ERR_BAD_REQUEST", "Body is not valid multipart/form-data", [
    { path: "", message: "Invalid form" },
  ]);
  if (!isMultipart(req) || !req.body) throw malformed;
  if (Number(req.headers.get("content-length") ?? 0) > limits.maxBytes) throw tooLarge();
  const form: StreamedForm = { fields: new Map(), files: new Map() };
  const kept: string[] = [];
  const uploads: Promise<void>[] = [];
  let fileBytes = 0;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": req.headers.get("content-type")! },
      limits: { fieldSize: limits.maxBytes, files: limits.maxFiles },
    });
  } catch {
    throw malformed;
  }
  parser.on("field", (name, value) => add(form.fields, name, value));
  parser.on("filesLimit", () =>
    parser.destroy(
      new AppError("ERR_BAD_REQUEST", `At most ${limits.maxFiles} files`, [
        { path: "medias", message: "Too many files" },
      ]),
    ),
  );
  parser.on("file", (name, stream, info) => {
    // Multipart parts come one after another: the earlier files' bytes are all counted by now.
    const budget = limits.maxFileBytes - fileBytes;
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        fileBytes += chunk.length;
        done(null, chunk);
      },
    });
    stream.on("error", (error) => counted.destroy(error));
    // Files keep the order of their parts, whichever upload ends first: the form pairs them with
    // their texts by position.
    const mimetype = info.mimeType || "application/octet-stream";
    const slot = add(form.files, name, { key: "", size: 0, fileName: info.filename ?? "", mimetype });
    const upload = sink.put(stream.pipe(counted), mimetype, budget).then((key) => {
      kept.push(key);
      Object.assign(slot, { key, size });
    });
    // A refused part must not stall the body: its bytes are drained either way.
    upload.catch(() => stream.resume());
    uploads.push(upload);
  });
  try {
    await pipeline(
      Readable.fromWeb(req.body as import("node:stream/web").ReadableStream<Uint8Array>),
      byteLimit(limits.maxBytes),
      parser,
    );
    await Promise.all(uploads);
    return form;
  } catch (error) {
    await Promise.allSettled(uploads);
    await Promise.allSettled(kept.map((key) => sink.remove(key)));
    throw isMediaTooLarge(error) ? tooLarge() : error instanceof AppError ? error : malformed;
  }
}
