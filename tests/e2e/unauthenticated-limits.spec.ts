import { readdirSync, readFileSync, lstatSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "./support/server";

// What an unauthenticated client or a local user can do to a running server: a chunked body is cut
// off at the route's limit (a sign-in through Next, a webhook by server.ts itself) while the
// server's memory barely moves, next-auth's _log is refused, and
// after the first start no file or folder under DATA_DIR is open to other users.
const MB = 1_048_576;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(() => server?.stop());

/** Resident memory of the server's processes (those with its DATA_DIR), in bytes. */
function serverRss(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(`DATA_DIR=${server.dataDir}`)) continue;
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // a process that is gone, or another user's
    }
  }
  return total;
}

/** Posts `totalBytes` chunked (no Content-Length), stopping once the answer comes. */
function chunkedPost(pathname: string, totalBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode!);
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

/** Posts 50 MB chunked to `pathname`: answers its status and how much the server's memory grew. */
async function chunkedFiftyMegabytes(pathname: string) {
  const before = serverRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 20);
  const status = await chunkedPost(pathname, 50 * MB);
  clearInterval(sampler);
  peak = Math.max(peak, serverRss());
  test.info().annotations.push({ type: "rss growth", description: `${((peak - before) / MB).toFixed(1)} MB` });
  return { status, growth: peak - before };
}

test("a chunked 50 MB sign-in is refused with 4xx while the server's memory grows by less than 64 MB", async () => {
  const { status, growth } = await chunkedFiftyMegabytes("/api/auth/login");
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(growth).toBeLessThan(64 * MB);
});

test("a chunked 50 MB Cloud API webhook is refused with 413 before its connection or signature is looked at, memory barely growing", async () => {
  // The demo tenant's first connection, or none: the body is refused before the route's code runs.
  const { status, growth } = await chunkedFiftyMegabytes("/api/webhooks/whatsapp-cloud/1");
  expect(status).toBe(413);
  expect(growth).toBeLessThan(64 * MB);
});

test("POST /api/auth/_log is refused", async () => {
  const res = await fetch(`${server.url}/api/auth/_log`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "level=error&code=x&message=%0Aforged",
  });
  expect(res.status).toBe(404);
});

test("after a first start, DATA_DIR has no file or folder readable by others", () => {
  const open: string[] = [];
  const pending = [server.dataDir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const info = lstatSync(current);
    if ((info.mode & 0o077) !== 0) open.push(path.relative(server.dataDir, current));
    if (info.isDirectory()) for (const name of readdirSync(current)) pending.push(path.join(current, name));
  }
  expect(open).toEqual([]);
});
