import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "@/lib/config/env";
import { serviceOr } from "@/lib/process/registry";

// Where message media lives. Files are stored under generated names in a folder per tenant, so two
// senders' photo.jpg never collide and no path is ever built from text a user or contact sent.
// Local disk under DATA_DIR/media by default; several nodes would put shared storage behind this.
export interface MediaStore {
  put(idGraf: number, data: Buffer, mimetype: string): Promise<string>;
  /** The stored file of a key this tenant owns, or null (never another tenant's, never a path). */
  open(idGraf: number, key: string): Promise<{ stream: Readable; size: number } | null>;
}

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

export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private file(idGraf: number, key: string) {
    return path.join(this.root, String(idGraf), key);
  }

  async put(idGraf: number, data: Buffer, mimetype: string) {
    const key = `${randomUUID()}.${extensionFor(mimetype)}`;
    await mkdir(path.join(this.root, String(idGraf)), { recursive: true });
    await writeFile(this.file(idGraf, key), data, { flag: "wx" });
    return key;
  }

  async open(idGraf: number, key: string) {
    if (!Number.isInteger(idGraf) || !isMediaKey(key)) return null;
    const file = this.file(idGraf, key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }
}

declare module "@/lib/process/registry" {
  interface ProcessServices {
    mediaStore: MediaStore;
  }
}

export const mediaStore = (): MediaStore => serviceOr("mediaStore", () => new LocalMediaStore(path.resolve(env().DATA_DIR, "media")));
