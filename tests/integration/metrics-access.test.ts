import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serveMetrics } from "@/server/metrics-endpoint";

// A proxy on the server's machine that relays requests without a forwarding header makes every
// client look local: a production server asks the token of every request to /metrics.
const TOKEN = "metrics-token-0123456789";
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function metricsServer(access: { token: string | undefined; production: boolean }) {
  const server = createServer((req, res) => void serveMetrics(req, res, access));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return (headers: Record<string, string> = {}) => fetch(url, { headers }).then((res) => res.status);
}

test("in production a request from this machine without the token is refused; with it, answered", async () => {
  const scrape = await metricsServer({ token: TOKEN, production: true });
  expect(await scrape()).toBe(401);
  expect(await scrape({ authorization: "Bearer metrics-token-wrong-00000" })).toBe(401);
  expect(await scrape({ authorization: `Bearer ${TOKEN}` })).toBe(200);
  expect(await (await metricsServer({ token: undefined, production: true }))()).toBe(403);
});

test("in development this machine needs no token; a relayed request does", async () => {
  const scrape = await metricsServer({ token: TOKEN, production: false });
  expect(await scrape()).toBe(200);
  expect(await scrape({ "x-forwarded-for": "203.0.113.9" })).toBe(401);
});
