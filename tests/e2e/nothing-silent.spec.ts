import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { holdSocket } from "./support/hold-socket";
import { pairedDefaultSimulator } from "./support/connections";
import { signInAsAdmin } from "./support/sign-in";

// What used to fail people quietly, as they meet it in the browser: a send that failed for good,
// a number not on WhatsApp, a ticket another attendant took a moment before. The contacts are simulated.

let connectionId: number;
const connectionName = `Silent sim ${Date.now()}`;
let seq = 0;
const number = () => `55119${Date.now().toString().slice(-6)}${seq++ % 10}`;

async function connection(request: APIRequestContext) {
  connectionId ||= await pairedDefaultSimulator(request, connectionName);
  return connectionId;
}

/** A contact writes; answers the ticket their message opened. */
async function ticketFrom(request: APIRequestContext, from: string, body = "Oi") {
  const sent = await request.post(`/api/simulator/${await connection(request)}/inbound`, {
    data: { from, name: `Cliente ${from.slice(-4)}`, body },
  });
  expect(sent.status()).toBe(202);
  const found = await (await request.get(`/api/tickets?searchParam=${from}`)).json();
  return found.conversationTickets[0] as { id: number; queueId: number | null };
}

const me = async (request: APIRequestContext) =>
  ((await (await request.get("/api/auth/me")).json()) as { id: number }).id;

const sentTo = async (request: APIRequestContext, to: string) => {
  const { messages } = (await (await request.get(`/api/simulator/${connectionId}/outbox`)).json()) as {
    messages: { to: string; body: string }[];
  };
  return messages.filter((message) => message.to === to).map((message) => message.body);
};

async function openTicketOf(page: Page, from: string) {
  const ticket = await ticketFrom(page.request, from);
  const accepted = await page.request.put(`/api/tickets/${ticket.id}`, {
    data: { status: "open", userId: await me(page.request), queueId: ticket.queueId ?? undefined },
  });
  expect(accepted.ok()).toBe(true);
  return ticket.id;
}

test.describe("nothing fails silently", () => {
  // One server on two shared cores, and a send tried five times.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a send that failed five times shows its reason in the chat and on the row, and 'send again' delivers it once", async ({
    page,
  }) => {
    const from = number();
    const ticketId = await openTicketOf(page, from);
    expect((await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count: 5 } })).ok()).toBe(
      true,
    );
    await page.goto(`/tickets/${ticketId}`);
    await page.getByLabel("Message", { exact: true }).fill("Esta vai falhar");
    await page.getByLabel("Message", { exact: true }).press("Enter");

    const bubble = page.locator("[data-message-id]").filter({ hasText: "Esta vai falhar" });
    const mark = bubble.getByRole("button", {
      name: "Not sent: WhatsApp did not take the message. Check the connections page.",
    });
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

  test("a number marked on the simulator's page is refused in the contact dialog with the spec's text, in Portuguese, and not stored", async ({
    page,
    baseURL,
  }) => {
    await connection(page.request);
    const six = Date.now().toString().slice(-6);
    const marked = `5511987${six}`;
    await page.goto("/simulator");
    await page.getByLabel("Connection", { exact: true }).selectOption({ label: connectionName });
    await page.getByLabel("Number", { exact: true }).fill(marked);
    await page.getByRole("button", { name: "Mark as not on WhatsApp" }).click();
    await expect(page.getByText(`${marked} is now not on WhatsApp.`)).toBeVisible();

    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", url: baseURL! }]);
    await page.goto("/contacts");
    await page.getByRole("button", { name: "Adicionar contato" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar contato" });
    await dialog.getByLabel("Nome", { exact: true }).fill("Fora do WhatsApp");
    await dialog.getByLabel("Número do WhatsApp").fill(`(11) 987${six.slice(0, 2)}-${six.slice(2)}`);
    await dialog.getByRole("button", { name: "Adicionar", exact: true }).click();
    await expect(dialog.getByText("Este não é um número de WhatsApp válido.")).toBeVisible();
    await expect(dialog).toBeVisible();
    const found = await (await page.request.get(`/api/contacts?searchParam=${marked}`)).json();
    expect(found.contacts).toEqual([]);
  });

  test("an accept that lost the race by a moment says who has the ticket, and leaves it with them", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const from = number();
    const ticket = await ticketFrom(page.request, from, "Quem me atende?");
    // Another attendant of a department, signed in elsewhere.
    const [queue]: { id: number }[] = await (await page.request.get("/api/queue")).json();
    const email = `rival-${Date.now()}@e2e.test`;
    const created = await page.request.post("/api/users", {
      data: { name: "Rita Rival", email, password: "rival-pass-1", profile: "user", queueIds: [queue.id] },
    });
    expect(created.status()).toBe(201);
    const rival = await playwright.request.newContext({ baseURL });
    const { token } = await (await rival.post("/api/auth/login", { data: { email, password: "rival-pass-1" } })).json();

    // This page has not heard of the rival's accept: its socket reaches the server only afterwards.
    const release = await holdSocket(page);
    await page.goto(`/tickets/${ticket.id}`);
    await expect(page.getByText("Quem me atende?")).toBeVisible();
    const taken = await rival.put(`/api/tickets/${ticket.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: "open", userId: (await created.json()).id, queueId: queue.id },
    });
    expect(taken.status()).toBe(200);

    await page.getByRole("button", { name: "Accept", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Accept conversation" });
    await dialog.getByLabel("Department").selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Accept", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(
      page.getByText("Rita Rival accepted this ticket a moment ago. Only a transfer can move it to you."),
    ).toBeVisible();
    release();
    const after = await (await page.request.get(`/api/tickets/${ticket.id}`)).json();
    expect(after).toMatchObject({ status: "open", user: { name: "Rita Rival" } });
    await rival.dispose();
  });
});
