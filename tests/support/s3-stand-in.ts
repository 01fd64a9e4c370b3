import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 with one empty bucket, and the
 * settings that point the app's MEDIA_STORE=s3 at it (path-style, as MinIO and most self-hosted
 * stores want).
 */
export async function startS3StandIn(bucket = "atende-media") {
  const directory = mkdtempSync(path.join(tmpdir(), "atende-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const env = {
    MEDIA_STORE: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  };
  return {
    env,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
