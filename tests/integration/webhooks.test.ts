import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { POST as createKey } from "@/app/api/api-keys/route";
import { POST as syncTags } from "@/app/api/tags/sync/route";
import { PATCH as patchApiTicket } from "@/app/api/v1/tickets/[id]/route";
import { GET as getDeliveries } from "@/app/api/webhook-endpoints/[id]/deliveries/route";
import { POST as retry } from "@/app/api/webhook-endpoints/[id]/deliveries/[deliveryId]/retry/route";
import { GET as getEndpoint } from "@/app/api/webhook-endpoints/[id]/route";
import { POST as test_ } from "@/app/api/webhook-endpoints/[id]/test/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/api/webhook-endpoints/route";
import { prisma } from "@/lib/db/client";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { takeInMessages } from "@/lib/inbound/take-in-messages";
import { JobRunner, installJobRunner } from "@/lib/jobs/job-runner";
import { deliverWebhookJob } from "@/lib/webhooks/deliver-webhook-job";
import { bearer, call } from "@/tests/support/factories";
import { makeContact, makeDesk, makeTag, makeTicket } from "@/tests/support/ticket-factories";

// Outbound webhooks to a receiver on loopback, which WEBHOOK_PRIVATE_HOSTS lets the server reach.
type Hit = { path: string; headers: Record<string, string>; body: string };

const hits: Hit[] = [];
/** The statuses the receiver answers, in order; 200 once they run out. */
let answers: number[] = [];
let receiverUrl = "";
/** Answers to requests on /slow, held while `holding`. */
const held: http.ServerResponse[] = [];
let holding = false;
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    hits.push({ path: req.url ?? "", headers: req.headers as Record<string, string>, body });
    if (holding && req.url === "/slow") return held.push(res);
    res.statusCode = answers.shift() ?? 200;
    res.end();
  });
});

const runner = new JobRunner([deliverWebhookJob]);
let desk: Awaited<ReturnType<typeof makeDesk>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hooks`;
  process.env.JOB_RETRY_BASE_MS = "20";
});

afterAll(async () => {
  delete process.env.JOB_RETRY_BASE_MS;
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(async () => {
  process.env.WEBHOOK_PRIVATE_HOSTS = new URL(receiverUrl).host;
  hits.length = 0;
  answers = [];
  desk = await makeDesk();
});

afterEach(() => {
  delete process.env.WEBHOOK_PRIVATE_HOSTS;
});

async function subscribe(events: string[], headers = desk.admin.headers) {
  const res = await call(createEndpoint, { method: "POST", body: { url: receiverUrl, events }, headers });
  expect(res.status).toBe(201);
  return res.json as { id: string; secret: string };
}

/** Runs the delivery jobs, retries included, until no delivery of the tenant waits. */
async function settle() {
  for (let i = 0; i < 200; i++) {
    await runner.drain();
    const waiting = await prisma.webhookDelivery.count({ where: { idGraf: desk.idGraf, status: "pending" } });
    if (!waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("deliveries still pending");
}

const deliveriesOf = async (endpointId: string, headers = desk.admin.headers) =>
  call(getDeliveries, { params: { id: endpointId }, headers, path: "/api/webhook-endpoints/x/deliveries" });

test("a received message reaches the receiver as message.received, signed so standardwebhooks verifies it", async () => {
  const endpoint = await subscribe(["message.received"]);
  expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/);
  const connection: ConnectionRef = { id: desk.whatsappId, idGraf: desk.idGraf };
  const received = await receiveMessage(connection, {
    id: "WAMSG-1",
    chatId: "5511988887777",
    isGroup: false,
    fromMe: false,
    contact: { number: "5511988887777", name: "Maria" },
    kind: "conversation",
    body: "Meu pedido chegou?",
    timestamp: new Date(),
    raw: {},
  });
  await settle();
  expect(hits).toHaveLength(1);
  const [hit] = hits;
  const event = new Webhook(endpoint.secret).verify(hit.body, hit.headers) as Record<string, unknown>;
  expect(event).toMatchObject({
    id: hit.headers["webhook-id"],
    type: "message.received",
    createdAt: expect.any(String),
    data: { id: received!.messageId, body: "Meu pedido chegou?", fromMe: false, ticketId: received!.ticketId },
  });
  expect(hit.headers["webhook-id"]).toMatch(/^msg_/);
  // Another secret does not verify it.
  expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString("base64")}`).verify(hit.body, hit.headers)).toThrow();
});

test("a received message's delivery is claimed at once after the commit, not at the runner's next poll", async () => {
  await subscribe(["message.received"]);
  // A poll too far off to be what delivers them: only the wake after the commit can.
  const serving = new JobRunner([deliverWebhookJob], 60_000);
  installJobRunner(serving);
  serving.start();
  const connection: ConnectionRef = { id: desk.whatsappId, idGraf: desk.idGraf };
  // As a provider's message comes in: stored, then message.received told to the listeners.
  const takeIn = (id: string) =>
    takeInMessages(connection, [
      {
        id,
        chatId: "5511988886666",
        isGroup: false,
        fromMe: false,
        contact: { number: "5511988886666", name: "Rita" },
        kind: "conversation",
        body: id,
        timestamp: new Date(),
        raw: {},
      },
    ]);
  const delivered = async (count: number) => {
    const started = Date.now();
    while (hits.length < count && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(hits).toHaveLength(count);
  };
  try {
    // The first one also opens the ticket and runs each step for the first time.
    await takeIn("WAMSG-FIRST");
    await delivered(1);
    await takeIn("WAMSG-NEXT");
    const committed = Date.now();
    await delivered(2);
    expect(Date.now() - committed).toBeLessThan(1000);
  } finally {
    installJobRunner(undefined);
    await serving.stop();
  }
});

test("a receiver that answers 500 twice then 200 gets three tries of one webhook-id, and the log shows them", async () => {
  const endpoint = await subscribe(["contact.created"]);
  answers = [500, 500];
  const contact = await makeContact(desk.idGraf, { name: "João" });
  await settle();
  expect(hits).toHaveLength(3);
  expect(new Set(hits.map((hit) => hit.headers["webhook-id"])).size).toBe(1);
  expect(hits.map((hit) => JSON.parse(hit.body))).toEqual(Array(3).fill(JSON.parse(hits[0].body)));
  expect(JSON.parse(hits[0].body).data).toEqual({
    id: contact.id,
    name: "João",
    number: contact.number,
    email: "",
    isGroup: false,
  });
  const log = await deliveriesOf(endpoint.id);
  expect(log.status).toBe(200);
  expect(log.json.items).toEqual([
    expect.objectContaining({
      eventType: "contact.created",
      webhookId: hits[0].headers["webhook-id"],
      status: "delivered",
      attempts: 3,
      lastStatusCode: 200,
      latencyMs: expect.any(Number),
      nextAttemptAt: null,
    }),
  ]);
});

test("deliveries claimed together each carry their own event's data: two tenants, a message and a contact each", async () => {
  const other = await makeDesk();
  const events = ["message.received", "contact.created"];
  const secrets = [(await subscribe(events)).secret, (await subscribe(events, other.admin.headers)).secret];
  const messages = await Promise.all(
    [desk, other].map((tenant, i) =>
      receiveMessage(
        { id: tenant.whatsappId, idGraf: tenant.idGraf },
        {
          id: `WAMSG-TOGETHER-${i}`,
          chatId: `551197777000${i}`,
          isGroup: false,
          fromMe: false,
          contact: { number: `551197777000${i}`, name: `Sender ${i}` },
          kind: "conversation",
          body: `Order of tenant ${i}`,
          timestamp: new Date(),
          raw: {},
        },
      ),
    ),
  );
  await Promise.all([makeContact(desk.idGraf, { name: "Added 0" }), makeContact(other.idGraf, { name: "Added 1" })]);
  await runner.drain();
  // Each tenant's endpoint gets its own message and its own two contacts, nothing of the other's.
  const seen = secrets.map((secret) =>
    hits.flatMap((hit) => {
      try {
        const { type, data } = new Webhook(secret).verify(hit.body, hit.headers) as { type: string; data: never };
        return [{ type, data }];
      } catch {
        return [];
      }
    }),
  );
  expect(hits).toHaveLength(6);
  seen.forEach((received, i) => {
    expect(received).toHaveLength(3);
    expect(received).toEqual(
      expect.arrayContaining([
        {
          type: "message.received",
          data: expect.objectContaining({ id: messages[i]!.messageId, body: `Order of tenant ${i}` }),
        },
        { type: "contact.created", data: expect.objectContaining({ name: `Sender ${i}` }) },
        { type: "contact.created", data: expect.objectContaining({ name: `Added ${i}` }) },
      ]),
    );
  });
});

test("a contact's answer to a rating is one rating.received, with the ticket, the rate and whose attendance it rates", async () => {
  await subscribe(["rating.received"]);
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    status: "closed",
    userId: desk.admin.id,
    queueId: desk.queueId,
  });
  // Asked when the ticket was resolved, answered later, as the inbound path records it.
  const asked = await prisma.ticketRating.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      userId: desk.admin.id,
      queueId: desk.queueId,
      askedAt: new Date(),
    },
  });
  await settle();
  expect(hits).toHaveLength(0);
  const ratedAt = new Date();
  await prisma.ticketRating.update({ where: { id: asked.id }, data: { rate: 4, ratedAt } });
  // A rate already given, written again, raises nothing more.
  await prisma.ticketRating.update({ where: { id: asked.id }, data: { rate: 4 } });
  await settle();
  expect(hits.map((hit) => JSON.parse(hit.body))).toEqual([
    expect.objectContaining({
      type: "rating.received",
      data: {
        id: asked.id,
        ticketId: ticket.id,
        rate: 4,
        userId: desk.admin.id,
        queueId: desk.queueId,
        ratedAt: ratedAt.toISOString(),
      },
    }),
  ]);
});

test("a 410 disables the endpoint, which then gets no more events until enabled", async () => {
  const endpoint = await subscribe(["contact.created"]);
  answers = [410];
  await makeContact(desk.idGraf);
  await settle();
  const shown = await call(getEndpoint, { params: { id: endpoint.id }, headers: desk.admin.headers });
  expect(shown.json).toMatchObject({ enabled: false, disabledReason: expect.stringContaining("410") });
  expect(shown.json).not.toHaveProperty("secret");
  const log = await deliveriesOf(endpoint.id);
  expect(log.json.items).toEqual([expect.objectContaining({ status: "failed", attempts: 1, lastStatusCode: 410 })]);
  await makeContact(desk.idGraf);
  await settle();
  expect(hits).toHaveLength(1);
  expect((await deliveriesOf(endpoint.id)).json.items).toHaveLength(1);
});

test("ticket events: created, transferred and resolved", async () => {
  await subscribe(["ticket.created", "ticket.transferred", "ticket.resolved"]);
  const contact = await makeContact(desk.idGraf);
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, contactId: contact.id, status: "open" });
  await prisma.ticket.update({ where: { id: ticket.id }, data: { queueId: desk.otherQueueId } });
  await prisma.ticket.update({ where: { id: ticket.id }, data: { lastMessage: "only the preview" } });
  await prisma.ticket.update({ where: { id: ticket.id }, data: { status: "closed" } });
  await settle();
  const events = hits.map((hit) => JSON.parse(hit.body)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  expect(events.map((event) => event.type).sort()).toEqual(["ticket.created", "ticket.resolved", "ticket.transferred"]);
  expect(events.every((event) => event.data.id === ticket.id)).toBe(true);
});

function tagsEvent(hit: Hit) {
  const { type, data } = JSON.parse(hit.body);
  return { type, ticketId: data.id, tagIds: [...data.tagIds].sort((a: number, b: number) => a - b) };
}

test("a change of a ticket's tags, from the app or the public API, is one ticket.updated carrying the tags", async () => {
  await subscribe(["ticket.updated"]);
  const contact = await makeContact(desk.idGraf);
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, contactId: contact.id, status: "open" });
  const [urgent, vip] = await Promise.all([makeTag(desk.idGraf), makeTag(desk.idGraf)]);
  const synced = await call(syncTags, {
    method: "POST",
    body: { ticketId: ticket.id, tags: [urgent.id, vip.id] },
    headers: desk.admin.headers,
  });
  expect(synced.status).toBe(200);
  await settle();
  expect(hits.map(tagsEvent)).toEqual([
    { type: "ticket.updated", ticketId: ticket.id, tagIds: [urgent.id, vip.id].sort((a, b) => a - b) },
  ]);

  // The same tags again change nothing and send nothing; a tag removed by the public API is one more event.
  hits.length = 0;
  await call(syncTags, {
    method: "POST",
    body: { ticketId: ticket.id, tags: [vip.id, urgent.id] },
    headers: desk.admin.headers,
  });
  const created = await call(createKey, {
    method: "POST",
    body: { name: "ERP", scopes: ["tickets:write"] },
    headers: desk.admin.headers,
  });
  const patched = await call(patchApiTicket, {
    method: "PATCH",
    params: { id: String(ticket.id) },
    body: { tagIds: [vip.id] },
    headers: bearer(created.json.key),
  });
  expect(patched.status).toBe(200);
  await settle();
  expect(hits.map(tagsEvent)).toEqual([{ type: "ticket.updated", ticketId: ticket.id, tagIds: [vip.id] }]);
});

test("one tenant's hanging receiver does not hold up another tenant's deliveries", async () => {
  holding = true;
  const slow = await call(createEndpoint, {
    method: "POST",
    body: { url: receiverUrl.replace("/hooks", "/slow"), events: ["contact.created"] },
    headers: desk.admin.headers,
  });
  expect(slow.status).toBe(201);
  for (let i = 0; i < 8; i++) await makeContact(desk.idGraf);
  const other = await makeDesk();
  await subscribe(["contact.created"], other.admin.headers);
  await makeContact(other.idGraf);
  const draining = runner.drain();
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  };
  try {
    await until(() => held.length > 0 && hits.some((hit) => hit.path === "/hooks"));
    // The other tenant's event arrived while the slow tenant's receiver holds its first tries,
    // at most its cap of them at once.
    expect(hits.filter((hit) => hit.path === "/hooks")).toHaveLength(1);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThanOrEqual(deliverWebhookJob.tenantCap!);
  } finally {
    holding = false;
    for (const res of held.splice(0)) res.end();
    await draining;
  }
  await settle();
  expect(hits.filter((hit) => hit.path === "/slow")).toHaveLength(8);
});

test("a private note sends nothing, neither when written nor when its ack changes", async () => {
  await subscribe(["message.received", "message.sent", "message.delivered", "message.read"]);
  const contact = await makeContact(desk.idGraf);
  const ticket = await makeTicket(desk.idGraf, { whatsappId: desk.whatsappId, contactId: contact.id, status: "open" });
  const base = { idGraf: desk.idGraf, ticketId: ticket.id, whatsappId: desk.whatsappId, body: "nota interna" };
  const note = await prisma.message.create({ data: { ...base, isPrivate: true, fromMe: true } });
  await prisma.message.create({ data: { ...base, isPrivate: true, fromMe: false } });
  await prisma.message.update({ where: { id: note.id }, data: { ack: 4 } });
  await settle();
  expect(hits).toHaveLength(0);
  expect(await prisma.webhookDelivery.count({ where: { idGraf: desk.idGraf } })).toBe(0);
  // The same steps on a message that is not a note are events.
  const sent = await prisma.message.create({ data: { ...base, fromMe: true } });
  await prisma.message.update({ where: { id: sent.id }, data: { ack: 4 } });
  await settle();
  expect(hits.map((hit) => JSON.parse(hit.body).type).sort()).toEqual([
    "message.delivered",
    "message.read",
    "message.sent",
  ]);
});

test("a test ping is delivered, and a retry sends it again with the same webhook-id", async () => {
  const endpoint = await subscribe(["contact.updated"]);
  const ping = await call(test_, { method: "POST", params: { id: endpoint.id }, headers: desk.admin.headers });
  expect(ping.status).toBe(202);
  await settle();
  expect(JSON.parse(hits[0].body)).toMatchObject({ type: "ping", data: { endpointId: endpoint.id } });
  const again = await call(retry, {
    method: "POST",
    params: { id: endpoint.id, deliveryId: ping.json.deliveryId },
    headers: desk.admin.headers,
  });
  expect(again.status).toBe(202);
  await settle();
  expect(hits.map((hit) => hit.headers["webhook-id"])).toEqual([ping.json.webhookId, ping.json.webhookId]);
  const log = await deliveriesOf(endpoint.id);
  expect(log.json.items).toEqual([expect.objectContaining({ status: "delivered", attempts: 2 })]);
});

test("a name resolving to a private or loopback address is refused when saved unless WEBHOOK_PRIVATE_HOSTS lists it", async () => {
  delete process.env.WEBHOOK_PRIVATE_HOSTS;
  for (const url of [receiverUrl, "http://localhost:8080/hook", "http://10.1.2.3/hook", "http://[::1]:9000/"]) {
    const res = await call(createEndpoint, {
      method: "POST",
      body: { url, events: ["contact.created"] },
      headers: desk.admin.headers,
    });
    expect([url, res.status, res.json.error]).toEqual([url, 422, "ERR_WEBHOOK_URL_REFUSED"]);
  }
  expect((await call(listEndpoints, { headers: desk.admin.headers })).json).toEqual([]);
});

test("a loopback address not allowed any more is never reached: every try fails and the endpoint is disabled", async () => {
  const endpoint = await subscribe(["contact.created"]);
  delete process.env.WEBHOOK_PRIVATE_HOSTS;
  await makeContact(desk.idGraf);
  await settle();
  expect(hits).toHaveLength(0);
  const log = await deliveriesOf(endpoint.id);
  expect(log.json.items).toEqual([
    expect.objectContaining({
      status: "failed",
      attempts: 10,
      lastStatusCode: null,
      lastError: expect.stringContaining("not a public address"),
    }),
  ]);
  const shown = await call(getEndpoint, { params: { id: endpoint.id }, headers: desk.admin.headers });
  expect(shown.json).toMatchObject({ enabled: false, disabledReason: expect.stringContaining("Every try failed") });
});

test("another tenant's endpoint and delivery ids are 404", async () => {
  const endpoint = await subscribe(["contact.created"]);
  await makeContact(desk.idGraf);
  await settle();
  const [delivery] = (await deliveriesOf(endpoint.id)).json.items;
  const other = await makeDesk();
  const headers = other.admin.headers;
  const params = { id: endpoint.id };
  const { PATCH, DELETE } = await import("@/app/api/webhook-endpoints/[id]/route");
  const answers404 = [
    await call(getEndpoint, { params, headers }),
    await call(PATCH, { method: "PATCH", params, headers, body: { description: "x" } }),
    await call(DELETE, { method: "DELETE", params, headers }),
    await deliveriesOf(endpoint.id, headers),
    await call(test_, { method: "POST", params, headers }),
    await call(retry, { method: "POST", params: { ...params, deliveryId: delivery.id }, headers }),
  ];
  expect(answers404.map((res) => [res.status, res.json.error])).toEqual(Array(6).fill([404, "ERR_NOT_FOUND"]));
  expect((await call(listEndpoints, { headers })).json).toEqual([]);
  expect((await call(getEndpoint, { params, headers: desk.admin.headers })).status).toBe(200);
});

test("bad input is a 4xx with a code, and re-enabling clears why the endpoint was disabled", async () => {
  const headers = desk.admin.headers;
  const bodies = [
    { url: receiverUrl, events: [] },
    { url: receiverUrl, events: ["message.nope"] },
    { url: "ftp://example.com/x", events: ["contact.created"] },
    { url: "not a url", events: ["contact.created"] },
    { events: ["contact.created"] },
  ];
  for (const body of bodies) {
    const res = await call(createEndpoint, { method: "POST", body, headers });
    expect([body, res.status, res.json.error]).toEqual([body, 400, "ERR_BAD_REQUEST"]);
  }
  const endpoint = await subscribe(["contact.created"]);
  const { PATCH } = await import("@/app/api/webhook-endpoints/[id]/route");
  const empty = await call(PATCH, { method: "PATCH", params: { id: endpoint.id }, headers, body: {} });
  expect([empty.status, empty.json.error]).toEqual([400, "ERR_BAD_REQUEST"]);
  const badCursor = await call(getDeliveries, {
    params: { id: endpoint.id },
    headers,
    path: "/api/webhook-endpoints/x/deliveries?cursor=abc",
  });
  expect([badCursor.status, badCursor.json.error]).toEqual([400, "ERR_BAD_REQUEST"]);
  const badDelivery = await call(retry, { method: "POST", params: { id: endpoint.id, deliveryId: "abc" }, headers });
  expect(badDelivery.status).toBe(404);

  await prisma.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { enabled: false, disabledReason: "The receiver answered 410 Gone", disabledAt: new Date() },
  });
  const refused = await call(test_, { method: "POST", params: { id: endpoint.id }, headers });
  expect([refused.status, refused.json.error]).toEqual([409, "ERR_WEBHOOK_ENDPOINT_DISABLED"]);
  const enabled = await call(PATCH, { method: "PATCH", params: { id: endpoint.id }, headers, body: { enabled: true } });
  expect(enabled.json).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
});

test("an attendant may not manage endpoints", async () => {
  const { makeAttendant } = await import("@/tests/support/ticket-factories");
  const attendant = await makeAttendant(desk.idGraf);
  const res = await call(createEndpoint, {
    method: "POST",
    body: { url: receiverUrl, events: ["contact.created"] },
    headers: attendant.headers,
  });
  expect(res.status).toBe(403);
});
