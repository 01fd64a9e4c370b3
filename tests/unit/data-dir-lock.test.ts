import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { lockDataDir } from "@/lib/db/data-dir-lock";

const root = path.resolve(__dirname, "../..");
const holder = path.join(root, "tests/support/hold-data-dir-lock.ts");
const children: ChildProcess[] = [];
let dataDir: string;

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "atende-lock-")), "pgdata");
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Runs a shell command whose output's first line is `locked <pid>` and returns that pid. */
async function startHolder(command: string) {
  const child = spawn("sh", ["-c", command], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return { child, pid: Number(/^locked (\d+)$/.exec(line)![1]) };
}

const holdLock = (dir: string) => `"${process.execPath}" --import tsx "${holder}" "${dir}"`;
const lockFile = () => `${dataDir}.lock`;
const procFields = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");

test("a running owner keeps the directory; once it is killed the lock is taken over", async () => {
  const { child, pid } = await startHolder(`exec ${holdLock(dataDir)}`);
  expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${pid}: stop that process first`);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  const release = lockDataDir(dataDir);
  expect(readFileSync(lockFile(), "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
  release();
  expect(() => readFileSync(lockFile())).toThrow();
});

test("a lock file naming no process, as one left by a writer killed mid-write, is stale", () => {
  writeFileSync(lockFile(), "");
  expect(() => lockDataDir(dataDir)()).not.toThrow();
});

const onLinux = process.platform === "linux" ? test : test.skip;

onLinux("a killed owner nobody has reaped yet (a zombie) does not keep the lock", async () => {
  // The holder runs in the background of a shell that becomes `sleep`, which never reaps it.
  const { pid } = await startHolder(`${holdLock(dataDir)} & exec sleep 60`);
  process.kill(pid, "SIGKILL");
  const deadline = Date.now() + 10_000;
  while (procFields(pid)[0] !== "Z") {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not become a zombie`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(() => lockDataDir(dataDir)()).not.toThrow();
});

onLinux(
  "a dead owner's pid now used by another process does not keep the lock: the start time tells them apart",
  () => {
    const other = spawn("sleep", ["60"]);
    children.push(other);
    writeFileSync(lockFile(), `${other.pid} ${procFields(other.pid!)[19]}`);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${other.pid}`);
    writeFileSync(lockFile(), `${other.pid} 1`);
    expect(() => lockDataDir(dataDir)()).not.toThrow();
  },
);
