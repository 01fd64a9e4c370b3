import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { io } from "socket.io-client";
import { startFakeZapi } from "../support/fake-zapi";
import { ADMIN } from "./support/fixtures";
import { NO_POSTGRES, onFreshPostgres, postgresUrl } from "./support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { signIn, type Api } from "./support/simulated-phones";

// SIGTERM as an orchestrator sends it: the process says it is stopping, takes no new connection,
// finishes what is under way (a request, a job) and exits 0 within 10 s, losing nothing; with two
// processes on one PostgreSQL, the other takes its WhatsApp sessions over at once.
test.describe.configure({ mode: "serial" });

/**
 * A file upload whose body is held back: `accepted` resolves once the server has read its headers
 * (it answered "100 Continue"), `finish` sends the rest, `answered` is the server's answer.
 */
function heldUpload(server: RunningServer, api: Api, ticketId: number) {
  const boundary = `----atende${randomBytes(6).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="medias"; filename="nota.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const content = Buffer.alloc(64_000, "a");
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${server.url}/api/messages/${ticketId}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${api.token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": head.length + content.length + tail.length,
      expect: "100-continue",
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once("response", (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once("error", reject);
  });
  const accepted = new Promise<void>((resolve) => request.once("continue", () => resolve()));
  request.flushHeaders();
  return {
    accepted: accepted.then(() => void request.write(head)),
    finish: () => request.end(Buffer.concat([content, tail])),
    answered,
  };
}

const statusOf = (server: RunningServer, path: string) =>
  fetch(`${server.url}${path}`).then(
    (res) => res.status,
    () => "refused" as const,
  );

test("SIGTERM with a request and a job under way: 503 from ready and health, no new connections, both finish, exit 0 within 10 s", async () => {
  test.setTimeout(240_000);
  const fake = await startFakeZapi();
  fake.pair();
  const env = {
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    ZAPI_BASE_URL: fake.url,
    SHUTDOWN_DELAY_SECONDS: "3",
  };
  let server = await startServer({ env });
  try {
    const api = await signIn(server);
    const [queue] = (await (await api("/api/queue")).json()) as { id: number }[];
    const created = await api("/api/whatsapp", {
      name: "Z-API",
      provider: "zapi",
      defaultDepartment: queue.id,
      isDefault: true,
      zapiInstanceId: "INST",
      zapiToken: "TOK",
      zapiClientToken: "CT",
    });
    expect(created.status).toBe(201);
    const connection = (await created.json()) as { id: number };
    await expect
      .poll(async () => ((await (await api(`/api/whatsapp/${connection.id}`)).json()) as { status: string }).status)
      .toBe("CONNECTED");
    const contact = (await (await api("/api/contacts", { name: "Cliente", number: "5511966660000" })).json()) as {
      id: number;
    };
    const ticket = (await (await api("/api/tickets", { contactId: contact.id, status: "open" })).json()) as {
      id: number;
      whatsappId: number;
    };
    expect(ticket.whatsappId).toBe(connection.id);

    // A job under way: the reply's send, which Z-API takes but does not answer yet.
    const release = fake.holdSends();
    expect((await api(`/api/messages/${ticket.id}`, { body: "Resposta em voo" })).status).toBe(201);
    const sendsOf = (kind: string) => fake.requests.filter((request) => request.path.endsWith(`/${kind}`)).length;
    await expect.poll(() => sendsOf("send-text")).toBe(1);
    // A request under way: an upload whose file is still coming.
    const upload = heldUpload(server, api, ticket.id);
    await upload.accepted;
    // A browser's socket.
    const socket = io(server.url, { auth: { token: api.token }, transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

    const signalledAt = Date.now();
    const exited = server.stop();
    await test.step("while it stops, ready and health answer 503; then new connections are refused", async () => {
      await expect.poll(() => statusOf(server, "/api/ready"), { intervals: [50] }).toBe(503);
      expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({
        status: "unavailable",
        reason: "shutting down",
      });
      expect(await statusOf(server, "/api/health")).toBe(503);
      await expect.poll(() => statusOf(server, "/api/health"), { intervals: [100] }).toBe("refused");
    });

    await test.step("the job and the request under way finish; the socket is closed; exit 0 within 10 s", async () => {
      release();
      upload.finish();
      const answer = await upload.answered;
      expect(answer.status).toBe(201);
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(await disconnected).toBeTruthy();
      const stoppedIn = /"msg":"stopped in (\d+) ms"/.exec(server.logs())?.[1];
      expect(stoppedIn).toBeTruthy();
      test.info().annotations.push({
        type: "stop",
        description: `exited ${stoppedIn} ms after SIGTERM, 3000 of them SHUTDOWN_DELAY_SECONDS`,
      });
      expect(server.logs()).not.toContain("claims released");
    });

    await test.step("after a restart on the same data, the reply is sent once and the upload is there and goes out", async () => {
      server = await startServer({ dataDir: server.dataDir, env });
      const again = await signIn(server);
      type Message = { body: string; ack: number; mediaUrl: string | null; fromMe: boolean };
      const messages = async () =>
        ((await (await again(`/api/messages/${ticket.id}`)).json()) as { messages: Message[] }).messages;
      expect((await messages()).find((message) => message.body === "Resposta em voo")).toMatchObject({ ack: 1 });
      expect(sendsOf("send-text")).toBe(1);
      // The upload's send job was stored with it while the process stopped; this start runs it.
      expect((await messages()).some((message) => message.fromMe && message.body === "nota.txt")).toBe(true);
      await expect.poll(() => sendsOf("send-document/txt")).toBe(1);
    });
  } finally {
    await server.stop();
    await fake.close();
  }
});

test("SIGTERM of the process running a WhatsApp session: the other process takes it over at once, not when the lease expires", async () => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(240_000);
  await onFreshPostgres(async (database) => {
    const env = {
      ...database,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SIMULATOR_ENABLED: "1",
    };
    const db = new Client({ connectionString: database.DATABASE_URL });
    const first = await startServer({ env });
    const second = await startServer({ env });
    try {
      await db.connect();
      const api = await signIn(first);
      const [queue] = (await (await api("/api/queue")).json()) as { id: number }[];
      const created = await api("/api/whatsapp", {
        name: "Leaving",
        provider: "simulator",
        defaultDepartment: queue.id,
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect((await api(`/api/simulator/${id}/scan`, {})).status).toBe(200);
      const ownerOf = async () =>
        (await db.query<{ owner: string }>(`SELECT owner FROM "SessionLease" WHERE "whatsappId" = $1`, [id])).rows[0]
          ?.owner;
      const owner = await ownerOf();
      expect(owner).toBeTruthy();

      const signalledAt = Date.now();
      expect(await first.stop()).toBe(0);
      await expect.poll(ownerOf, { intervals: [100], timeout: 15_000 }).not.toBe(owner);
      const takeoverMs = Date.now() - signalledAt;
      test.info().annotations.push({ type: "takeover", description: `session moved ${takeoverMs} ms after SIGTERM` });
      // The lease lasts 15 s: its expiry would take that long at least.
      expect(takeoverMs).toBeLessThan(5_000);
      await expect.poll(() => second.logs()).toContain(`connection ${id}: lease taken, session starting here`);

      // The session runs there now: a contact's message through the second process is stored.
      const through = await signIn(second);
      expect((await through(`/api/simulator/${id}/inbound`, { from: "5511955557777", body: "Ainda aí?" })).status).toBe(
        202,
      );
      const found = (await (await through("/api/tickets?searchParam=5511955557777")).json()) as {
        conversationTickets: unknown[];
      };
      expect(found.conversationTickets).toHaveLength(1);
    } finally {
      await db.end().catch(() => undefined);
      await first.stop();
      await second.stop();
    }
  });
});
