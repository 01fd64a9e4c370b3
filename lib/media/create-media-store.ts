import path from "node:path";
import type { Env } from "@/lib/config/env";
import { LocalMediaStore } from "./local-media-store";
import type { MediaStore } from "./media-keys";
import { S3MediaStore } from "./s3-media-store";

/** Local disk under DATA_DIR/media (the default), or the S3-compatible bucket of MEDIA_STORE=s3. */
export function createMediaStore(env: Env): MediaStore {
  if (env.MEDIA_STORE === "s3") return new S3MediaStore(s3Settings(env));
  return new LocalMediaStore(path.resolve(env.DATA_DIR, "media"));
}

export const s3Settings = (env: Env) => ({
  bucket: env.S3_BUCKET!,
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
  credentials:
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined,
});

export type S3Settings = ReturnType<typeof s3Settings>;
