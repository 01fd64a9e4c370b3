import { expect, test, type Browser } from "@playwright/test";
import { ADMIN } from "./support/fixtures";
import { NO_POSTGRES, onFreshPostgres, postgresUrl } from "./support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { deliver, inboxOf, pairedConnection, phones, signIn } from "./support/simulated-phones";

// The server is killed (SIGKILL, no shutdown) in the middle of a burst of inbound messages and
// started again on the same data. The simulated phones behave like WhatsApp: each number sends its
// messages in order, one at a time, and keeps a message until the server has answered it; what got
// no answer is delivered again, with the same id, once the server is back.
test.describe.configure({ mode: "serial" });

const NUMBERS = 12;
const PER_NUMBER = 25;
const KILL_AFTER_ANSWERS = 100;

async function crashMidBurst(browser: Browser, env: Record<string, string>) {
  const start = (dataDir?: string) =>
    startServer({
      dataDir,
      env: {
        SEED_ADMIN_EMAIL: ADMIN.email,
        SEED_ADMIN_PASSWORD: ADMIN.password,
        SIMULATOR_ENABLED: "1",
        // On PostgreSQL the restarted server takes the connection over once the killed one's lease
        // lapses: 3 s here, not 15 (multiprocess.spec.ts waits the real one).
        SESSION_LEASE_SECONDS: "3",
        ...env,
      },
    });
  const first = await start();
  let second: RunningServer | undefined;
  try {
    let api = await signIn(first);
    const connectionId = await pairedConnection(browser, first, api);

    const burst = phones(NUMBERS, PER_NUMBER);
    let answers = 0;
    let killed: Promise<void> | undefined;
    const refused: string[] = [];
    const unanswered: string[] = [];
    await Promise.all(
      burst.map(async (phone) => {
        for (let k = 0; k < PER_NUMBER; k++) {
          const response = await deliver(api, connectionId, phone, k).catch(() => undefined);
          if (!response) return void unanswered.push(phone.ids[k]);
          if (response.status !== 202)
            return void refused.push(`${phone.ids[k]}: ${response.status} ${await response.text()}`);
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
    await expect
      .poll(async () => (await api(`/api/simulator/${connectionId}/outbox`)).status, { timeout: 30_000 })
      .toBe(200);

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
        for (let k = phone.answered; k < PER_NUMBER; k++)
          expect((await deliver(api, connectionId, phone, k)).status).toBe(202);
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
      expect(ticket).toMatchObject({
        unread: true,
        unreadMessages: PER_NUMBER,
        lastMessage: last.body,
        lastMessageTime: last.createdAt,
      });
    }
  } finally {
    await first.kill();
    await second?.stop();
  }
}

test("a server killed in the middle of a burst of inbound messages keeps each message exactly once (embedded PGlite)", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await crashMidBurst(browser, {});
});

test("a server killed in the middle of a burst of inbound messages keeps each message exactly once (PostgreSQL)", async ({
  browser,
}) => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(180_000);
  await onFreshPostgres((env) => crashMidBurst(browser, env));
});
