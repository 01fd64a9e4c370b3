import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serveDirectRoute, type DirectRoute } from "@/lib/http/direct-routes";
import { runInRequest } from "@/lib/process/request-context";
import { fastRoutes } from "@/server/fast-routes";
import { routePatterns } from "@/server/route-patterns";
import { moduleOf, urlOf, type Method } from "@/tests/support/api-routes";
import { call } from "@/tests/support/factories";
import { makeDesk, makeMessage, makeTicket } from "@/tests/support/ticket-factories";

// What server.ts answers itself (the methods declared `fast: true`) answers as Next would: the
// same status, type and body through the direct path as through the route's export called the
// way Next calls it, signed out, for a signed-in admin's real rows, and for ids naming nothing.
const APP = path.resolve(__dirname, "../../app");
const NOT_FOUND = "999999999";
let routes: DirectRoute[];
let server: Server;
let desk: Awaited<ReturnType<typeof makeDesk>>;
let ticketId: number;

beforeAll(async () => {
  routes = await fastRoutes(APP);
  const patterns = routePatterns(APP);
  // Inside a request's context, as server.ts serves it: its answers are written from their text.
  server = createServer((req, res) => {
    void runInRequest({ id: "fast-routes" }, () => serveDirectRoute(routes, patterns, req, res)).then(
      (served) => served || res.writeHead(299).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  desk = await makeDesk();
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, status: "open", userId: desk.admin.id });
  await makeMessage(ticket, { body: "olá" });
  ticketId = ticket.id;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Attempt = { path: string; params: Record<string, string>; headers: Record<string, string>; body?: unknown };

function direct(method: Method, attempt: Attempt) {
  const body = attempt.body === undefined ? undefined : JSON.stringify(attempt.body);
  const headers = { ...attempt.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) };
  return new Promise<{ status: number; type: string | undefined; json: unknown }>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: (server.address() as AddressInfo).port, path: attempt.path, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode!, type: res.headers["content-type"], json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on("error", reject).end(body);
  });
}

async function throughNext(pattern: string, method: Method, attempt: Attempt) {
  const res = await call(moduleOf(pattern)[method]!, { method, ...attempt });
  return { status: res.status, type: res.headers.get("content-type") ?? undefined, json: res.json };
}

/** The route's parameters filled with this tenant's rows, or with an id that names nothing. */
function paramsOf(pattern: string, found: boolean): Record<string, string> {
  const real: Record<string, string> = {
    id: String(ticketId),
    status: "open",
    withoutQueue: "false",
    showAll: "true",
    userId: String(desk.admin.id),
    whatsappId: String(desk.whatsappId),
    connectionId: String(desk.whatsappId),
  };
  const names = [...pattern.matchAll(/\[(\w+)\]/g)].map(([, name]) => name);
  return Object.fromEntries(names.map((name) => [name, found || name === "status" ? real[name] : NOT_FOUND]));
}

test("every method declared fast answers through server.ts's direct path as through Next", async () => {
  const served = routes.flatMap((route) =>
    (Object.keys(route.handlers) as Method[]).map((method) => ({ pattern: route.pattern, method })),
  );
  expect(served.length).toBeGreaterThan(0);
  const statuses = new Set<number>();
  for (const { pattern, method } of served) {
    for (const [headers, found] of [
      [{}, true],
      [desk.admin.headers, true],
      [desk.admin.headers, false],
    ] as const) {
      const params = paramsOf(pattern, found);
      // A write's body is one no route takes: the same refusal both ways.
      const attempt = {
        path: urlOf(pattern, params, method === "GET" ? { searchParam: "Contact" } : {}),
        params,
        headers,
        body: method === "GET" ? undefined : [],
      };
      const viaServer = await direct(method, attempt);
      expect({ pattern, method, headers, found, ...viaServer }).toEqual({
        pattern,
        method,
        headers,
        found,
        ...(await throughNext(pattern, method, attempt)),
      });
      statuses.add(viaServer.status);
    }
  }
  // Answered here, not left to the fallback; a signed-in read succeeds, bad input is refused.
  expect(statuses).not.toContain(299);
  expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
});
