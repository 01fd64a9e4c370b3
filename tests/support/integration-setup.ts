import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
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

let server: ChildProcessWithoutNullStreams | undefined;

beforeAll(async () => {
  const onServer = !!process.env.DATABASE_URL;
  const root = path.resolve(__dirname, "../..");
  server = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "tests/support/database-server.ts"],
    {
      cwd: root,
      // With DATABASE_URL (a PostgreSQL server) the child creates a fresh database on it.
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? "" },
    },
  );
  const errors: string[] = [];
  server.stderr.on("data", (chunk) => errors.push(String(chunk)));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server!.stdout }).once("line", resolve);
    server!.once("exit", (code) => reject(new Error(`database server exited (${code}): ${errors.join("")}`)));
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  process.env.DATABASE_URL = url;
  // PGlite is one session: one connection, as the server uses it (see server.ts).
  process.env.DATABASE_POOL_SIZE = onServer ? "4" : "1";
}, 60000);

afterAll(async () => {
  await disconnectPrisma();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.stdin.end();
    await exited;
  }
});
