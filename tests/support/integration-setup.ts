import { connect, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { disconnectPrisma } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { registerListeners } from "@/lib/listeners/register-listeners";
import { createLogger, installLogger } from "@/lib/process/logger";

// The same reactions to domain events as server.ts registers at start.
registerListeners();
// Quiet unless LOG_LEVEL asks for lines.
installLogger(createLogger({ level: process.env.LOG_LEVEL ? env().LOG_LEVEL : "silent" }));

let hub: Socket | undefined;

// A fresh migrated database from this worker's hub (tests/support/database-hub.ts), held while the
// connection to the hub is open.
beforeAll(async () => {
  const onServer = !!process.env.DATABASE_URL;
  const socketPath = path.join(process.env.ATENDE_TEST_DATABASE_HUBS!, `${process.env.JEST_WORKER_ID ?? "1"}.sock`);
  hub = connect(socketPath);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: hub! }).once("line", resolve);
    hub!.once("error", reject);
    hub!.once("close", () => reject(new Error(`the database hub at ${socketPath} closed without a database`)));
  });
  const answer = JSON.parse(line) as { url: string } | { error: string };
  if ("error" in answer) throw new Error(`the database hub could not make a database: ${answer.error}`);
  process.env.DATABASE_URL = answer.url;
  // PGlite is one session: one connection, as the server uses it (see server.ts).
  process.env.DATABASE_POOL_SIZE = onServer ? "4" : "1";
}, 60000);

afterAll(async () => {
  await disconnectPrisma();
  hub?.end();
});
