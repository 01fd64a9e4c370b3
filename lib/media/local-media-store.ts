import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "@/lib/process/private-data-dir";
import { isMediaKey, limitedStream, newMediaKey, type MediaStore, type PutOptions } from "./media-keys";

/** Files under DATA_DIR/media/{idGraf}/{key}: the default, for one machine. */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private file(idGraf: number, key: string) {
    return path.join(this.root, String(idGraf), key);
  }

  async put(idGraf: number, data: Buffer | Readable, mimetype: string, options: PutOptions = {}) {
    const key = newMediaKey(mimetype);
    await this.putAt(idGraf, key, limitedStream(data, options));
    return key;
  }

  // Written beside its final name and renamed when complete, so a key never names half a file; two
  // writers of one key (two first views of a thumbnail) each rename a whole file.
  async putAt(idGraf: number, key: string, body: Readable) {
    const file = this.file(idGraf, key);
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE_MODE }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async remove(idGraf: number, key: string) {
    if (Number.isInteger(idGraf) && isMediaKey(key)) await rm(this.file(idGraf, key), { force: true });
  }

  /** The file of a key this tenant owns and its size, or null. */
  private async stored(idGraf: number, key: string) {
    if (!Number.isInteger(idGraf) || !isMediaKey(key)) return null;
    const file = path.resolve(this.file(idGraf, key));
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, size: info.size } : null;
  }

  async open(idGraf: number, key: string) {
    const stored = await this.stored(idGraf, key);
    return stored && { stream: createReadStream(stored.file), size: stored.size };
  }

  async localFile(idGraf: number, key: string) {
    return (await this.stored(idGraf, key))?.file ?? null;
  }
}
