import { spawn } from "node:child_process";

/**
 * Runs pg_dump or pg_restore (PostgreSQL's own client tools, Debian's postgresql-client) and fails
 * with what it printed. The URL goes as --dbname, so its password never shows in the process list
 * of other users beyond what libpq itself does.
 */
export function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(
              `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), version 14 or later and at least the server's`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${errors.trim()}`)),
    );
  });
}
