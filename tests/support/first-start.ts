// Starts the storage of a server as server.ts does, on the DATA_DIR of the environment (the data
// directory made private, its secret, the embedded database migrated), stores a media file, stops,
// and says "stopped".
import { readEnv } from "@/lib/config/env";
import { LocalMediaStore } from "@/lib/media/local-media-store";
import { makeDataDirPrivate } from "@/lib/process/private-data-dir";
import { ensureAuthSecret } from "@/server/auth-secret";
import { startDatabase } from "@/server/database";
import path from "node:path";

async function main() {
  const env = readEnv();
  await makeDataDirPrivate(env.DATA_DIR);
  await ensureAuthSecret(env);
  const database = await startDatabase(env);
  await new LocalMediaStore(path.join(env.DATA_DIR, "media")).put(1, Buffer.from("new"), "image/png");
  await database.stop();
  process.stdout.write("stopped\n");
}

void main();
