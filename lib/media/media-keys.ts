import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { byteLimit } from "./byte-limit";

// Where message media lives. Files are stored under generated names per tenant, so two senders'
// photo.jpg never collide and no path or object name is ever built from text a user or contact
// sent. Files stream in and out: none is held whole in memory.
export interface MediaStore {
  /**
   * Keeps a file under a new key. With maxBytes, a file that proves longer fails with
   * MediaTooLargeError and nothing of it is kept.
   */
  put(idGraf: number, data: Buffer | Readable, mimetype: string, options?: PutOptions): Promise<string>;
  /** Keeps a file under a key made elsewhere (a video's thumbnail, media moved in), whole or not at all. */
  putAt(idGraf: number, key: string, body: Readable): Promise<void>;
  /** The stored file of a key this tenant owns, or null (never another tenant's, never a path). */
  open(idGraf: number, key: string): Promise<{ stream: Readable; size: number } | null>;
  /**
   * Where a store on this machine's disk keeps the file of a key this tenant owns, or null; for a
   * reader that must seek in it (ffmpeg). A remote store has none.
   */
  localFile?(idGraf: number, key: string): Promise<string | null>;
  /** Deletes a file no message names (an upload refused after it was stored); a missing key is no error. */
  remove(idGraf: number, key: string): Promise<void>;
}

export type PutOptions = { maxBytes?: number };

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "video/mp4": "mp4",
  "video/3gpp": "3gp",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/aac": "aac",
  "audio/amr": "amr",
  "audio/x-wav": "wav",
  "audio/wav": "wav",
  "application/pdf": "pdf",
};

export const extensionFor = (mimetype: string) => EXTENSIONS[mimetype.split(";")[0].trim().toLowerCase()] ?? "bin";

// One content type per extension: the last of the list above that gives it.
const MIMETYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([mimetype, extension]) => [extension, mimetype]));

/** The content type of a stored key, from the extension the store gave it. */
export const mimetypeOfKey = (key: string) => MIMETYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

/** A stored key: a UUID and a known extension, nothing else. */
const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;
export const isMediaKey = (key: string) => KEY.test(key);

export const newMediaKey = (mimetype: string) => `${randomUUID()}.${extensionFor(mimetype)}`;

/** The bytes of a put as a stream, failing past maxBytes when one is given. */
export function limitedStream(data: Buffer | Readable, options: PutOptions = {}): Readable {
  const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
  if (options.maxBytes === undefined) return source;
  const limited = byteLimit(options.maxBytes);
  source.on("error", (error) => limited.destroy(error));
  limited.on("error", () => source.destroy());
  return source.pipe(limited);
}
