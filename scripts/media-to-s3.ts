// Moves the media kept on local disk (DATA_DIR/media) into the S3-compatible bucket of the S3_*
// settings, under the same keys, so stored messages keep finding their files.
// Usage: npm run media:to-s3 [-- --remove]   (safe to run again; --remove deletes each local file once the bucket holds it)
import path from "node:path";
import { parseArgs } from "node:util";
import { readEnv } from "../lib/config/env";
import { s3Settings } from "../lib/media/create-media-store";
import { moveLocalMedia } from "../lib/media/move-local-media";
import { S3MediaStore } from "../lib/media/s3-media-store";

async function main() {
  const { values } = parseArgs({ options: { remove: { type: "boolean", default: false } } });
  const env = readEnv({ ...process.env, MEDIA_STORE: "s3" });
  const root = path.resolve(env.DATA_DIR, "media");
  const report = await moveLocalMedia(root, new S3MediaStore(s3Settings(env)), { remove: values.remove });
  console.log(
    `${root} -> s3://${env.S3_BUCKET}: ${report.copied} copied, ${report.alreadyThere} already there, ${report.removed} removed locally`,
  );
  if (report.skipped.length) console.log(`not media, left alone: ${report.skipped.join(", ")}`);
  console.log("Set MEDIA_STORE=s3 on every server process to serve media from the bucket.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
