import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// DATA_DIR is the system user's own: after a start as server.ts makes it (the data directory made
// private, then PGlite, then a stored file), no file or folder under it is open to anyone else,
// including those a data directory made before brought with it.

/** Every path under `root` (itself included) whose mode lets the group or others in. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const info = lstatSync(current);
    if ((info.mode & 0o077) !== 0) open.push(`${path.relative(root, current)} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(current)) pending.push(path.join(current, name));
  }
  return open;
}

/** The environment of a server on an embedded database under `dataDir`. */
function embeddedStart(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.AUTH_SECRET;
  return env;
}

let root: string;
beforeAll(() => (root = mkdtempSync(path.join(tmpdir(), "atende-private-"))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("after a first start, DATA_DIR has no file or folder readable by others, old ones included", () => {
  const dataDir = path.join(root, "data");
  mkdirSync(path.join(dataDir, "media", "1"), { recursive: true, mode: 0o755 });
  writeFileSync(path.join(dataDir, "media", "1", "old.jpg"), "old", { mode: 0o644 });

  // PGlite runs outside Jest's module system: the start runs in a process of its own, with the
  // usual umask of 022.
  const output = execFileSync("sh", ["-c", "umask 022 && npx tsx tests/support/first-start.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: embeddedStart(dataDir),
    encoding: "utf8",
  });
  expect(output).toContain("stopped");

  expect(readdirSync(path.join(dataDir, "pgdata")).length).toBeGreaterThan(5);
  expect(readdirSync(path.join(dataDir, "media"))).toEqual(["1"]);
  expect(openToOthers(dataDir)).toEqual([]);
});
