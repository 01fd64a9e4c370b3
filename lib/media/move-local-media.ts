import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isMediaKey } from "./media-keys";
import type { S3MediaStore } from "./s3-media-store";

export type MoveReport = { copied: number; alreadyThere: number; removed: number; skipped: string[] };

/**
 * Copies every file of DATA_DIR/media into the bucket under the same tenant and key, so messages
 * keep naming them. Safe to run again: a key already in the bucket with the same size is left
 * alone. With `remove`, a local file goes once the bucket holds it whole.
 */
export async function moveLocalMedia(
  root: string,
  bucket: S3MediaStore,
  options: { remove?: boolean } = {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, removed: 0, skipped: [] };
  const tenants = await readdir(root).catch(() => [] as string[]);
  for (const tenant of tenants) {
    const idGraf = Number(tenant);
    const folder = path.join(root, tenant);
    if (!Number.isInteger(idGraf) || !(await stat(folder)).isDirectory()) {
      report.skipped.push(tenant);
      continue;
    }
    for (const key of await readdir(folder)) {
      const file = path.join(folder, key);
      if (!isMediaKey(key)) {
        report.skipped.push(path.join(tenant, key));
        continue;
      }
      const { size } = await stat(file);
      if ((await bucket.sizeOf(idGraf, key)) === size) report.alreadyThere++;
      else {
        await bucket.putAt(idGraf, key, createReadStream(file));
        report.copied++;
      }
      if (options.remove && (await bucket.sizeOf(idGraf, key)) === size) {
        await rm(file);
        report.removed++;
      }
    }
  }
  return report;
}
