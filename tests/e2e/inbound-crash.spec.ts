import { randomBytes } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { freshPostgresDatabase } from "../support/fresh-postgres-database";
import { addSimulatorConnection } from "./support/connections";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";

// The server is killed (SIGKILL, no shutdown) in the middle of a burst of inbound messages and
// started again on the same data. The simulated phones behave like WhatsApp: each number sends its
// messages in order, one at a time, and keeps a message until the server has answered it; what got
// no answer is delivered again, with the same id, once the server is back.
test.describe.configure({ mode: "serial" });

const NUMBERS = 12;
const PER_NUMBER = 25;
const KILL_AFTER_ANSWERS = 100;

type Phone = { number: string; ids: string[]; answered: number };
type Api = (path: string, body?: unknown) => Promise<Response>;
type Ticket = {
  id: number;
  status: string;
  whatsappId: number;
  contact: { id: number; number: string };
  lastMessage: string;
  lastMessageTime: string;
  unread: boolean;
  unreadMessages: number;
};
type Message = { body: string; fromMe: boolean; createdAt: string; dataJson: { simulator: { id: string } } };

const phones = (): Phone[] =>
  Array.from({ length: NUMBERS }, (_, lane) => ({
    number: `55119770${String(lane).padStart(5, "0")}`,
    ids: Array.from({ length: PER_NUMBER }, (_, k) => `BURST-${lane}-${k}`),
    answered: 0,
  }));

async function signIn(server: RunningServer): Promise<Api> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return (path, body) =>
    fetch(`${server.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
}

/** A paired simulator connection, added through the Connections screen as an admin would. */
async function pairedConnection(browser: Browser, server: RunningServer, api: Api) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/connections");
  await addSimulatorConnection(page, "Burst");
  await context.close();
  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === "Burst")!;
  expect((await api(`/api/simulator/${id}/scan`, {})).status).toBe(200);
  return id;
}

const deliver = (api: Api, connectionId: number, phone: Phone, k: number) =>
  api(`/api/simulator/${connectionId}/inbound`, { id: phone.ids[k], from: phone.number, body: phone.ids[k] });

/** The number's tickets and, for each, its messages in reading order, as the inbox shows them. */
async function inboxOf(api: Api, phone: Phone) {
  const search = (await (await api(`/api/tickets?searchParam=${phone.number}`)).json()) as { conversationTickets: Ticket[] };
  return Promise.all(
    search.conversationTickets.map(async (ticket) => {
      const pages: Message[][] = [];
      for (let page = 1; ; page++) {
        const body = (await (await api(`/api/messages/${ticket.id}?pageNumber=${page}`)).json()) as { messages: Message[]; hasMore: boolean };
        pages.push(body.messages);
        if (!body.hasMore) break;
      }
      return { ticket, messages: pages.reverse().flat() };
    }),
  );
}

async function crashMidBurst(browser: Browser, env: Record<string, string>) {
  const start = (dataDir?: string) =>
    startServer({
      dataDir,
      env: { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, SIMULATOR_ENABLED: "1", ...env },
    });
  const first = await start();
  let second: RunningServer | undefined;
  try {
    let api = await signIn(first);
    const connectionId = await pairedConnection(browser, first, api);

    const burst = phones();
    let answers = 0;
    let killed: Promise<void> | undefined;
    const refused: string[] = [];
    const unanswered: string[] = [];
    await Promise.all(
      burst.map(async (phone) => {
        for (let k = 0; k < PER_NUMBER; k++) {
          const response = await deliver(api, connectionId, phone, k).catch(() => undefined);
          if (!response) return void unanswered.push(phone.ids[k]);
          if (response.status !== 202) return void refused.push(`${phone.ids[k]}: ${response.status} ${await response.text()}`);
          phone.answered = k + 1;
          if (++answers === KILL_AFTER_ANSWERS) killed = first.kill();
        }
      }),
    );
    await killed;
    expect(refused).toEqual([]);
    // The kill fell in the middle of the burst: part of it answered, part of it not.
    expect(answers).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(answers).toBeLessThan(NUMBERS * PER_NUMBER);
    expect(unanswered.length).toBeGreaterThan(0);

    second = await start(first.dataDir);
    api = await signIn(second);
    // Connections come back in the background after "Ready": wait until the simulator takes messages.
    await expect.poll(async () => (await api(`/api/simulator/${connectionId}/outbox`)).status, { timeout: 30_000 }).toBe(200);

    // An answer meant the message was stored: each number's answered messages survived the kill.
    // Of the one it had in flight, the commit may or may not have happened before the kill.
    let storedUnanswered = 0;
    for (const phone of burst) {
      const inbox = await inboxOf(api, phone);
      const stored = inbox.flatMap(({ messages }) => messages.map((message) => message.body));
      expect(stored).toEqual(phone.ids.slice(0, stored.length));
      expect([phone.answered, phone.answered + 1]).toContain(stored.length);
      storedUnanswered += stored.length - phone.answered;
    }
    test.info().annotations.push({
      type: "burst",
      description: `${answers} answered before the kill, ${unanswered.length} requests failed, ${storedUnanswered} of those were stored already`,
    });

    // Every phone delivers again what got no answer, in order; some answered messages come again too.
    await Promise.all([
      ...burst.map(async (phone) => {
        for (let k = phone.answered; k < PER_NUMBER; k++) expect((await deliver(api, connectionId, phone, k)).status).toBe(202);
      }),
      ...burst.flatMap((phone) =>
        Array.from({ length: Math.ceil(phone.answered / 5) }, async (_, i) => {
          expect((await deliver(api, connectionId, phone, i * 5)).status).toBe(202);
        }),
      ),
    ]);

    for (const phone of burst) {
      const inbox = await inboxOf(api, phone);
      expect(inbox).toHaveLength(1);
      const [{ ticket, messages }] = inbox;
      expect(ticket).toMatchObject({ status: "pending", whatsappId: connectionId, contact: { number: phone.number } });
      expect(messages.map((message) => message.body)).toEqual(phone.ids);
      expect(messages.map((message) => message.dataJson.simulator.id)).toEqual(phone.ids);
      expect(messages.every((message) => !message.fromMe)).toBe(true);
      const last = messages[messages.length - 1];
      expect(ticket).toMatchObject({ unread: true, unreadMessages: PER_NUMBER, lastMessage: last.body, lastMessageTime: last.createdAt });
    }
  } finally {
    await first.kill();
    await second?.stop();
  }
}

test("a server killed in the middle of a burst of inbound messages keeps each message exactly once (embedded PGlite)", async ({ browser }) => {
  test.setTimeout(180_000);
  await crashMidBurst(browser, {});
});

const postgresUrl = process.env.TEST_POSTGRES_URL;
test("a server killed in the middle of a burst of inbound messages keeps each message exactly once (PostgreSQL)", async ({ browser }) => {
  test.skip(!postgresUrl, "set TEST_POSTGRES_URL to a PostgreSQL database to run this (CI does)");
  test.setTimeout(180_000);
  const database = await freshPostgresDatabase(postgresUrl!);
  try {
    await crashMidBurst(browser, { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex") });
  } finally {
    await database.stop();
  }
});
