import { expect, test, type Browser, type Page } from "@playwright/test";
import { pairedDefaultSimulator } from "./support/connections";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";

// A send that fails says so from its first failed attempt, while the job waits to try again, instead
// of a clock until the last attempt. The server is this file's own, its waits between attempts 1, 2,
// 4 and 8 s (JOB_RETRY_BASE_MS): long enough to see the mark, where the suite's other servers
// shorten them to a blink.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const REASON = "WhatsApp did not take the message. Check the connections page.";

let server: RunningServer;
let page: Page;
let connectionId: number;
let seq = 0;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  server = await startServer({
    env: {
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SIMULATOR_ENABLED: "1",
      JOB_RETRY_BASE_MS: "1000",
    },
  });
  const context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  await signInAsAdmin(page);
  connectionId = await pairedDefaultSimulator(page.request, `Retry sim ${Date.now()}`);
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

/** A contact writes; the admin takes the ticket and opens its chat. */
async function openChat() {
  const from = `55119${Date.now().toString().slice(-6)}${seq++}`;
  const sent = await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from, name: `Cliente ${from.slice(-4)}`, body: "Oi" },
  });
  expect(sent.status()).toBe(202);
  const found = await (await page.request.get(`/api/tickets?searchParam=${from}`)).json();
  const ticket = found.conversationTickets[0] as { id: number; queueId: number | null };
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  const accepted = await page.request.put(`/api/tickets/${ticket.id}`, {
    data: { status: "open", userId: me.id, queueId: ticket.queueId ?? undefined },
  });
  expect(accepted.ok()).toBe(true);
  await page.goto(`/tickets/${ticket.id}`);
  await expect(page.getByLabel("Message", { exact: true })).toBeVisible();
}

/** Makes the simulator refuse the next `count` sends, then sends `body` from the composer. */
async function sendFailing(count: number, body: string) {
  const failing = await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count } });
  expect(failing.ok()).toBe(true);
  await page.getByLabel("Message", { exact: true }).fill(body);
  await page.getByLabel("Message", { exact: true }).press("Enter");
  return page.locator("[data-message-id]").filter({ hasText: body });
}

test("a send failing for good shows 'Retrying…' with its reason from the first failure, then 'Not sent'", async () => {
  await openChat();
  const bubble = await sendFailing(5, "Vai tentar de novo");
  const retrying = bubble.getByRole("img", { name: `Retrying: ${REASON}` });
  // In place of the clock, from the first failure; it stays through the next failed attempts.
  await expect(retrying).toBeVisible();
  await expect(retrying).toContainText("Retrying…");
  await expect(bubble.getByRole("img", { name: "Pending" })).toBeHidden();
  await retrying.hover();
  await expect(page.getByRole("tooltip")).toContainText(`Retrying: ${REASON}`);

  // Five attempts take about 15 s; then the failure for good, with 'send again', replaces the mark.
  await expect(bubble.getByRole("button", { name: `Not sent: ${REASON}` })).toBeVisible({ timeout: 60_000 });
  await expect(retrying).toBeHidden();
});

test("a send that goes through on a later attempt loses the mark and shows its tick", async () => {
  await openChat();
  const bubble = await sendFailing(2, "Na terceira vai");
  const retrying = bubble.getByRole("img", { name: `Retrying: ${REASON}` });
  await expect(retrying).toBeVisible();
  // Two failures wait 1 + 2 s before the third attempt.
  await expect(bubble.getByRole("img", { name: "Sent" })).toBeVisible({ timeout: 30_000 });
  await expect(retrying).toBeHidden();
  await expect(bubble.getByRole("button", { name: /^Not sent/ })).toBeHidden();
});
