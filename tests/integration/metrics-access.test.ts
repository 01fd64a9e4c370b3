import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { metricsAccess, serveMetrics } from "@/server/metrics-endpoint";
import { captureLog } from "@/tests/support/captured-log";

// A proxy on the server's machine that relays requests without a forwarding header makes every
// client look local: a production server asks the token of every request to /metrics.
const TOKEN = "metrics-token-0123456789";
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server answering /metrics as one started with this environment would. */
async function metricsServer(env: Parameters<typeof metricsAccess>[0]) {
  const access = metricsAccess(env);
  const server = createServer((req, res) => void serveMetrics(req, res, access));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return (headers: Record<string, string> = {}) => fetch(url, { headers }).then((res) => res.status);
}

test("in production a request from this machine without the token is refused; with it, answered", async () => {
  const scrape = await metricsServer({ NODE_ENV: "production", METRICS_TOKEN: TOKEN });
  expect(await scrape()).toBe(401);
  expect(await scrape({ authorization: "Bearer metrics-token-wrong-00000" })).toBe(401);
  expect(await scrape({ authorization: `Bearer ${TOKEN}` })).toBe(200);
});

test("in production without METRICS_TOKEN every request is refused, which the start logs as a warning", async () => {
  const log = captureLog();
  try {
    const scrape = await metricsServer({ NODE_ENV: "production", METRICS_TOKEN: undefined });
    expect(log.lines.filter((line) => line.level === "warn").map((line) => line.msg)).toEqual([
      expect.stringContaining("METRICS_TOKEN is not set"),
    ]);
    expect(await scrape()).toBe(403);
    expect(await scrape({ authorization: `Bearer ${TOKEN}` })).toBe(403);
  } finally {
    log.restore();
  }
});

test("in development and tests this machine needs no token, and nothing is warned; a relayed request does", async () => {
  const log = captureLog();
  try {
    for (const NODE_ENV of ["development", "test"] as const) {
      const scrape = await metricsServer({ NODE_ENV, METRICS_TOKEN: TOKEN });
      expect(await scrape()).toBe(200);
      expect(await scrape({ "x-forwarded-for": "203.0.113.9" })).toBe(401);
      expect(await (await metricsServer({ NODE_ENV, METRICS_TOKEN: undefined }))()).toBe(200);
    }
    expect(log.lines.filter((line) => line.level === "warn")).toEqual([]);
  } finally {
    log.restore();
  }
});
