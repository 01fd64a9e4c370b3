import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "./support/server";

// What an operator reads from a running process: JSON log lines, one per request with the id the
// answer carries in X-Request-Id, its route pattern, tenant and user; GET /metrics in Prometheus'
// format, behind METRICS_TOKEN (a production server asks it of every request). Secrets and what
// contacts wrote never reach the log.
const PASSWORD = `pw-${randomBytes(8).toString("hex")}`;
const METRICS_TOKEN = `mt-${randomBytes(12).toString("hex")}`;
const BODY = `texto-do-cliente-${randomBytes(6).toString("hex")}`;
const EMAIL = "ops@e2e.test";

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({
    env: { SEED_ADMIN_EMAIL: EMAIL, SEED_ADMIN_PASSWORD: PASSWORD, METRICS_TOKEN, LOG_LEVEL: "info" },
  });
});
test.afterAll(() => server?.stop());

type Line = {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  route?: string;
  status?: number;
  tenant?: number;
  user?: number;
  method?: string;
};
const jsonLines = () =>
  server
    .logs()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);

const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };
const scrape = async (headers: Record<string, string> = withToken) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};
const sample = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);

test("a JSON line per request with the id of its X-Request-Id, route pattern, tenant and user; no password, token or message text in the output", async () => {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number; idGraf: number } };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });

  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  const simulator = connections.find((connection) => connection.name === "Simulador")!;
  const before = sample((await scrape()).text, "atende_messages_received_total");
  const inbound = await api(`/api/simulator/${simulator.id}/inbound`, {
    method: "POST",
    body: JSON.stringify({ from: "5511933330000", body: BODY }),
  });
  expect(inbound.status).toBe(202);
  const { conversationTickets } = (await (await api("/api/tickets?searchParam=5511933330000")).json()) as {
    conversationTickets: { id: number }[];
  };
  const ticketId = conversationTickets[0].id;

  // A hot read answered by server.ts, a write answered by Next (accepting the ticket), and an id a
  // proxy in front gave.
  const read = await api(`/api/tickets/${ticketId}`);
  const write = await api(`/api/tickets/${ticketId}`, {
    method: "PUT",
    body: JSON.stringify({ status: "open", userId: user.id }),
  });
  const relayed = await api("/api/auth/me", { headers: { "x-request-id": "edge-0123456789" } });
  expect([read.status, write.status, relayed.status]).toEqual([200, 200, 200]);
  expect(relayed.headers.get("x-request-id")).toBe("edge-0123456789");

  const expectations = [
    { res: read, method: "GET", route: "/api/tickets/[id]", status: 200 },
    { res: write, method: "PUT", route: "/api/tickets/[id]", status: 200 },
    { res: relayed, method: "GET", route: "/api/auth/me", status: 200 },
  ];
  for (const { res, ...wanted } of expectations) {
    const reqId = res.headers.get("x-request-id");
    expect(reqId).toMatch(/^[\w.:-]{8,}$/);
    await expect
      .poll(() => jsonLines().filter((line) => line.msg === "request" && line.reqId === reqId))
      .toEqual([
        expect.objectContaining({
          level: "info",
          time: expect.any(String),
          ...wanted,
          tenant: user.idGraf,
          user: user.id,
        }),
      ]);
  }
  // The login's line knows no user yet, and its route is the pattern.
  expect(jsonLines().find((line) => line.msg === "request" && line.route === "/api/auth/login")).toMatchObject({
    status: 200,
    method: "POST",
  });

  const { text } = await scrape();
  expect(sample(text, "atende_messages_received_total") - before).toBe(1);
  expect(text).toContain(`http_request_duration_seconds_count{method="GET",route="/api/tickets/[id]",status="200"}`);
  expect(text).not.toContain(`/api/tickets/${ticketId}"`);

  const output = server.logs();
  for (const secret of [PASSWORD, token, METRICS_TOKEN, BODY]) expect(output).not.toContain(secret);
});

test("GET /metrics of a production server needs the bearer token, even from this machine", async () => {
  expect(await scrape({})).toMatchObject({ status: 401 });
  const local = await scrape();
  expect(local.status).toBe(200);
  expect(local.type).toContain("text/plain");
  for (const name of [
    "atende_sockets_connected",
    "atende_jobs_waiting",
    "atende_whatsapp_sessions",
    "process_cpu_seconds_total",
  ]) {
    expect(local.text).toContain(`# TYPE ${name} `);
  }
  expect(local.text).toMatch(/^atende_jobs_waiting\{queue="send-message"\} \d+$/m);
  expect(local.text).toMatch(/^atende_whatsapp_sessions\{status="CONNECTED"\} [1-9]\d*$/m);

  const forwarded = { "x-forwarded-for": "203.0.113.9" };
  expect(await scrape(forwarded)).toMatchObject({ status: 401 });
  expect(await scrape({ ...forwarded, authorization: "Bearer not-the-token-at-all" })).toMatchObject({ status: 401 });
  const authorized = await scrape({ ...forwarded, authorization: `Bearer ${METRICS_TOKEN}` });
  expect(authorized.status).toBe(200);
  expect(authorized.text).toContain("# TYPE atende_messages_received_total counter");
});
