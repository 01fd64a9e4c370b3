import { execFileSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runPgTool } from "@/lib/backup/pg-tools";

// A backup holds every tenant's data and the secrets: `npm run backup` writes its archive for its
// owner only, `npm run restore` puts the data back owner-only, and a PostgreSQL server's password
// never shows in the client tools' arguments (every local user reads those in `ps`).
const ROOT = path.resolve(__dirname, "../..");
let dir: string;

beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "atende-backup-test-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run <script> -- <file>` as an operator would, with the usual umask of 022. */
function npmRun(script: "backup" | "restore", file: string, env: Record<string, string>) {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete clean.DATABASE_URL;
  return execFileSync("sh", ["-c", `umask 022 && npm run -s ${script} -- "$0"`, file], {
    cwd: ROOT,
    env: clean,
    encoding: "utf8",
  });
}

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

/** Every path under `root` (itself included) whose mode lets the group or others in. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if ((modeOf(current) & 0o077) !== 0) open.push(path.relative(root, current));
    if (lstatSync(current).isDirectory())
      for (const name of readdirSync(current)) pending.push(path.join(current, name));
  }
  return open;
}

test("npm run backup writes a 0600 archive and npm run restore puts the data back owner-only", () => {
  // A stopped server's data directory, as an older version left it: readable by everyone.
  const dataDir = path.join(dir, "data");
  mkdirSync(path.join(dataDir, "pgdata", "base"), { recursive: true });
  mkdirSync(path.join(dataDir, "media", "1"), { recursive: true });
  writeFileSync(path.join(dataDir, "pgdata", "base", "1259"), "tokens");
  writeFileSync(path.join(dataDir, "media", "1", "photo.png"), "png");
  writeFileSync(path.join(dataDir, "auth-secret"), "s".repeat(48));
  for (const folder of [dataDir, path.join(dataDir, "pgdata"), path.join(dataDir, "pgdata", "base")])
    chmodSync(folder, 0o755);

  const archive = path.join(dir, "backup.tar.gz");
  npmRun("backup", archive, { DATA_DIR: dataDir });
  expect(modeOf(archive)).toBe(0o600);

  const restored = path.join(dir, "restored");
  npmRun("restore", archive, { DATA_DIR: restored });
  expect(readFileSync(path.join(restored, "pgdata", "base", "1259"), "utf8")).toBe("tokens");
  expect(openToOthers(restored)).toEqual([]);
});

/**
 * A stand-in for a PostgreSQL client tool on a PATH of its own: it records its arguments and the
 * PGPASSWORD it got, and writes an empty dump where --file says.
 */
function standIn(tool: "pg_dump" | "pg_restore") {
  const bin = path.join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  const seen = path.join(dir, `${tool}.seen`);
  writeFileSync(
    path.join(bin, tool),
    `#!/bin/sh\necho "args: $*" > "${seen}"\necho "password: $PGPASSWORD" >> "${seen}"\nfor a in "$@"; do case "$a" in --file=*) : > "\${a#--file=}";; esac; done\n`,
    { mode: 0o755 },
  );
  return {
    PATH: `${bin}:${process.env.PATH}`,
    seen: () => {
      const [args, password] = readFileSync(seen, "utf8").trim().split("\n");
      return { args, password };
    },
  };
}

const SERVER = "postgresql://atende:s3cr%40t@db.example:5432/atende";

test("pg_dump gets the server's password through PGPASSWORD, never in its arguments", () => {
  const pgDump = standIn("pg_dump");
  const archive = path.join(dir, "server.tar.gz");
  npmRun("backup", archive, { DATA_DIR: path.join(dir, "data"), DATABASE_URL: SERVER, PATH: pgDump.PATH });
  const { args, password } = pgDump.seen();
  expect(args).toContain("--dbname=postgresql://atende@db.example:5432/atende");
  expect(args).not.toContain("s3cr");
  expect(password).toBe("password: s3cr@t");
  expect(modeOf(archive)).toBe(0o600);
});

test("pg_restore gets the password through PGPASSWORD too, a password given as a URL parameter included", async () => {
  const pgRestore = standIn("pg_restore");
  const PATH = process.env.PATH;
  process.env.PATH = pgRestore.PATH;
  try {
    await runPgTool("pg_restore", "postgresql://atende@db.example/atende?password=s3cr%40t&sslmode=require", ["dump"]);
  } finally {
    process.env.PATH = PATH;
  }
  const { args, password } = pgRestore.seen();
  expect(args).toBe("args: --dbname=postgresql://atende@db.example/atende?sslmode=require dump");
  expect(password).toBe("password: s3cr@t");
});
