import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Client } from "pg";
import { freshPostgresDatabase } from "../support/fresh-postgres-database";
import { ADMIN } from "./support/fixtures";
import { NO_POSTGRES, postgresUrl } from "./support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { deliver, inboxOf, pairedConnection, phones, signIn, type Api, type Phone } from "./support/simulated-phones";

// Two server processes on one PostgreSQL: what one takes in reaches the browsers of the other, and
// when the process running a connection's session is killed, the other takes the session over.
const NUMBERS = 6;
const PER_NUMBER = 20;
const KILL_AFTER_ANSWERS = 40;

/** A Socket.IO connection of the page itself (its session cookie), recording every event. */
async function listenInPage(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const events: [string, unknown][] = [];
        (window as unknown as { socketEvents: typeof events }).socketEvents = events;
        const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`);
        ws.onmessage = ({ data }) => {
          const packet = String(data);
          if (packet.startsWith("40")) resolve();
          else if (packet.startsWith("44")) reject(new Error(packet));
          else if (packet.startsWith("42")) events.push(JSON.parse(packet.slice(2)));
          else if (packet.startsWith("0")) ws.send("40");
          else if (packet === "2") ws.send("3");
        };
      }),
  );
  return () =>
    page.evaluate(
      () => (window as unknown as { socketEvents: [string, { message?: { body: string } }][] }).socketEvents,
    );
}

const leaseOwner = async (db: Client, connectionId: number) =>
  (await db.query<{ owner: string }>(`SELECT owner FROM "SessionLease" WHERE "whatsappId" = $1`, [connectionId]))
    .rows[0]?.owner;

/** Sends the number's messages one at a time, each through `api()` as it is then; what gets no 202 is sent again. */
async function sendAll(phone: Phone, connectionId: number, api: () => Api, onAnswer: (through: Api) => void) {
  const deadline = Date.now() + 90_000;
  for (let k = 0; k < phone.ids.length;) {
    const through = api();
    const response = await deliver(through, connectionId, phone, k).catch(() => undefined);
    if (response?.status === 202) {
      phone.answered = ++k;
      onAnswer(through);
    } else {
      if (Date.now() > deadline) throw new Error(`${phone.ids[k]} never answered: ${response?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test("two processes on one PostgreSQL share broadcasts, and a killed session owner's connection moves to the other with each message once", async ({
  browser,
}) => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(240_000);
  const database = await freshPostgresDatabase(postgresUrl!);
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    SIMULATOR_ENABLED: "1",
  };
  const db = new Client({ connectionString: database.url });
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  try {
    first = await startServer({ env });
    second = await startServer({ env });
    await db.connect();
    const api1 = await signIn(first);
    const api2 = await signIn(second);
    // Added and paired through process 1: its session runs there.
    const connectionId = await pairedConnection(browser, first, api1);
    const owner = await leaseOwner(db, connectionId);
    expect(owner).toBeTruthy();

    await test.step("a browser on process 2 sees live a message taken in through process 1", async () => {
      const context = await browser.newContext({ baseURL: second!.url });
      const page = await context.newPage();
      await signInAsAdmin(page);
      const events = await listenInPage(page);
      // A number of its own, apart from the burst's.
      const phone = { number: "5511988880000", ids: [`LIVE-${randomBytes(4).toString("hex")}`], answered: 0 };
      expect((await deliver(api1, connectionId, phone, 0)).status).toBe(202);
      await expect
        .poll(
          async () =>
            (await events()).some(
              ([name, payload]) => name.startsWith("appMessage-") && payload.message?.body === phone.ids[0],
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      await context.close();
      // Calls on the session made through process 2 are run by process 1, which holds it.
      const outbox = await api2(`/api/simulator/${connectionId}/outbox`);
      expect(outbox.status).toBe(200);
      expect(await outbox.json()).toEqual({ messages: [] });
    });

    await test.step("SIGKILL of the session's process: the other takes it over within 30 s, each message stored once", async () => {
      const burst = phones(NUMBERS, PER_NUMBER);
      // Half the numbers write through process 1 until it dies, half through process 2 (forwarded to 1).
      const apis = burst.map((_, lane) => (lane % 2 ? api2 : api1));
      let answers = 0;
      let forwarded = 0;
      let killedAt = 0;
      let killed: Promise<void> | undefined;
      const onAnswer = (through: Api) => {
        if (through === api2 && !killedAt) forwarded++;
        if (++answers !== KILL_AFTER_ANSWERS) return;
        killedAt = Date.now();
        killed = first!.kill();
        apis.fill(api2);
      };
      const moved = (async () => {
        await expect.poll(() => killedAt, { timeout: 60_000 }).toBeGreaterThan(0);
        await expect.poll(() => leaseOwner(db, connectionId), { timeout: 30_000, intervals: [250] }).not.toBe(owner);
        return Date.now() - killedAt;
      })();
      await Promise.all(burst.map((phone, lane) => sendAll(phone, connectionId, () => apis[lane], onAnswer)));
      await killed;
      const takeoverMs = await moved;
      expect(forwarded).toBeGreaterThan(0);
      expect(takeoverMs).toBeLessThanOrEqual(30_000);
      expect(second!.logs()).toContain(`connection ${connectionId}: lease taken, session starting here`);
      test.info().annotations.push({ type: "takeover", description: `session moved ${takeoverMs} ms after the kill` });

      for (const phone of burst) {
        const inbox = await inboxOf(api2, phone);
        expect(inbox).toHaveLength(1);
        const [{ ticket, messages }] = inbox;
        expect(ticket).toMatchObject({ whatsappId: connectionId, unreadMessages: PER_NUMBER });
        expect(messages.map((message) => message.dataJson.simulator.id)).toEqual(phone.ids);
      }
    });
  } finally {
    await db.end().catch(() => undefined);
    await first?.kill();
    await second?.stop();
    await database.stop();
  }
});
