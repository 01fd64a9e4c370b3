import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { pairedDefaultSimulator } from "./support/connections";
import { signInAsAdmin } from "./support/sign-in";

// What used to fail people quietly, as they meet it in the browser: a send that failed for good,
// a number not on WhatsApp, a ticket another attendant took first. The contacts are simulated.

let connectionId: number;
let seq = 0;
const number = () => `55119${Date.now().toString().slice(-6)}${seq++ % 10}`;

async function connection(request: APIRequestContext) {
  connectionId ||= await pairedDefaultSimulator(request, `Silent sim ${Date.now()}`);
  return connectionId;
}

/** A contact writes; answers the ticket their message opened. */
async function ticketFrom(request: APIRequestContext, from: string, body = "Oi") {
  const sent = await request.post(`/api/simulator/${await connection(request)}/inbound`, { data: { from, name: `Cliente ${from.slice(-4)}`, body } });
  expect(sent.status()).toBe(202);
  const found = await (await request.get(`/api/tickets?searchParam=${from}`)).json();
  return found.conversationTickets[0] as { id: number; queueId: number | null };
}

const me = async (request: APIRequestContext) => ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;

const sentTo = async (request: APIRequestContext, to: string) => {
  const { messages } = (await (await request.get(`/api/simulator/${connectionId}/outbox`)).json()) as { messages: { to: string; body: string }[] };
  return messages.filter((message) => message.to === to).map((message) => message.body);
};

async function openTicketOf(page: Page, from: string) {
  const ticket = await ticketFrom(page.request, from);
  const accepted = await page.request.put(`/api/tickets/${ticket.id}`, { data: { status: "open", userId: await me(page.request), queueId: ticket.queueId ?? undefined } });
  expect(accepted.ok()).toBe(true);
  return ticket.id;
}

test.describe("nothing fails silently", () => {
  // One server on two shared cores, and a send retried five times with backoff (about 30 s).
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a send that failed five times shows its reason in the chat and on the row, and 'send again' delivers it once", async ({ page }) => {
    const from = number();
    const ticketId = await openTicketOf(page, from);
    expect((await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count: 5 } })).ok()).toBe(true);
    await page.goto(`/tickets/${ticketId}`);
    await page.getByLabel("Message", { exact: true }).fill("Esta vai falhar");
    await page.getByLabel("Message", { exact: true }).press("Enter");

    const bubble = page.locator("[data-message-id]").filter({ hasText: "Esta vai falhar" });
    const mark = bubble.getByRole("button", { name: "Not sent: WhatsApp did not take the message. Check the connections page." });
    await expect(mark).toBeVisible({ timeout: 90_000 });
    const row = page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);
    await expect(row.getByRole("img", { name: "The last message was not sent" })).toBeVisible();

    await mark.hover();
    const details = page.getByRole("dialog").filter({ hasText: "Not sent" });
    await expect(details).toContainText("WhatsApp did not take the message.");
    await details.getByRole("button", { name: "Send again" }).click();
    await expect(bubble.getByRole("img", { name: "Sent" })).toBeVisible({ timeout: 30_000 });
    await expect(mark).toBeHidden();
    await expect(row.getByRole("img", { name: "The last message was not sent" })).toBeHidden();
    // Once, after the attendant's signature (on by default).
    expect(await sentTo(page.request, from)).toEqual([expect.stringMatching(/\nEsta vai falhar$/)]);
  });
});
