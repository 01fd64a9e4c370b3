import { spawn } from "node:child_process";

/**
 * The connection of a PostgreSQL URL without its password, and the password apart: the URL goes
 * in a client tool's arguments, which every local user sees in the process list; the password goes
 * through PGPASSWORD, in the tool's own environment only.
 */
export function withoutPassword(url: string): { dbname: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get("password") ?? undefined);
  parsed.password = "";
  parsed.searchParams.delete("password");
  return { dbname: parsed.toString(), password };
}

/**
 * Runs pg_dump or pg_restore (PostgreSQL's own client tools, Debian's postgresql-client) on the
 * database of `url` and fails with what it printed.
 */
export function runPgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const { dbname, password } = withoutPassword(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${dbname}`, ...args], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
    });
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
