import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { deliver, inboxOf, pairedConnection, phones, signIn, type Api } from "./support/simulated-phones";

// The bot's menu is a job enqueued in the transaction that stores the contact's message. The server
// is killed (SIGKILL, no shutdown) as soon as the messages that start the conversations are
// answered, that is committed, and started again on the same data: each contact gets the menu
// exactly once. The simulated phone refuses every send until the kill, so nothing reached it before
// (it keeps what it received in memory, and a restart brings it back taking sends): whatever the
// kill interrupted (the menu not yet stored, stored but not sent, a send failed and waiting for its
// retry), the outbox after the restart holds it once. Embedded database only: on PostgreSQL a
// claim held by the killed process waits for its expiry (five minutes, lib/jobs/job-queue.ts).
const CONTACTS = 6;
const GREETING = "Olá! Escolha um departamento:";

const put = (server: RunningServer, api: Api, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const menusTo = async (api: Api, connectionId: number, number: string) =>
  (
    (await (await api(`/api/simulator/${connectionId}/outbox`)).json()) as { messages: { to: string; body: string }[] }
  ).messages
    .filter((message) => message.to === number)
    .map((message) => message.body);

test("a server killed right after storing the messages that start conversations sends each its menu exactly once", async ({
  browser,
}) => {
  // Two server starts on a shared 2-core machine.
  test.setTimeout(240_000);
  const start = (dataDir?: string) =>
    startServer({
      dataDir,
      env: {
        SEED_ADMIN_EMAIL: ADMIN.email,
        SEED_ADMIN_PASSWORD: ADMIN.password,
        SIMULATOR_ENABLED: "1",
        // A menu whose send failed before the kill is retried after 100 ms, not each job's 2-5 s.
        JOB_RETRY_BASE_MS: "100",
      },
    });
  const first = await start();
  let second: RunningServer | undefined;
  try {
    let api = await signIn(first);
    const connectionId = await pairedConnection(browser, first, api);
    const [support] = (await (await api("/api/queue")).json()) as { id: number; name: string }[];
    const sales = (await (await api("/api/queue", { name: "Vendas", color: "#16a34a" })).json()) as { id: number };
    const saved = await put(first, api, `/api/whatsapp/${connectionId}`, {
      name: "Burst",
      provider: "simulator",
      defaultDepartment: support.id,
      queueIds: [support.id, sales.id],
      greetingMessage: GREETING,
      hasChatbot: true,
    });
    expect(saved.status).toBe(200);
    expect((await api(`/api/simulator/${connectionId}/fail-sends`, { count: 100 })).status).toBe(200);

    const contacts = phones(CONTACTS, 1);
    const answers = await Promise.all(contacts.map((phone) => deliver(api, connectionId, phone, 0)));
    await first.kill();
    expect(answers.map((answer) => answer.status)).toEqual(contacts.map(() => 202));

    second = await start(first.dataDir);
    api = await signIn(second);
    await expect
      .poll(async () => (await api(`/api/simulator/${connectionId}/outbox`)).status, { timeout: 30_000 })
      .toBe(200);
    const menu = `${GREETING}\n\n*1* - ${support.name}\n*2* - Vendas`;
    for (const phone of contacts)
      await expect.poll(() => menusTo(api, connectionId, phone.number), { timeout: 60_000 }).toEqual([menu]);
    // Time for a second copy to come, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const phone of contacts) {
      expect(await menusTo(api, connectionId, phone.number)).toEqual([menu]);
      const [{ messages }] = await inboxOf(api, phone);
      expect(messages.filter((message) => message.fromMe).map((message) => message.body)).toEqual([menu]);
    }
  } finally {
    await first.kill();
    await second?.stop();
  }
});
