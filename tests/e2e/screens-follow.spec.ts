import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { holdSocket } from "./support/hold-socket";
import { signInAsAdmin } from "./support/sign-in";

// Screens that follow a change at once, made in the same screen or by another admin elsewhere, and
// the lists that page as they scroll. Contacts write through the simulator's POST /inbound; what the
// inbox sends lands in that connection's GET /outbox.

let seq = 0;
const stamp = () => `${Date.now().toString(36).slice(-5)}${seq++}`;
const number = () => `55119${Date.now().toString().slice(-6)}${seq++ % 10}`;
const rowOf = (page: Page, ticketId: number) =>
  page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);

let queueId: number;
let mainConnection: number;

/** A paired simulator connection serving the first department; `name` short enough for the rows to show it whole. */
async function simulator(request: APIRequestContext, name: string, isDefault = false) {
  queueId ??= ((await (await request.get("/api/queue")).json()) as { id: number }[])[0].id;
  const created = await request.post("/api/whatsapp", {
    data: { name, provider: "simulator", defaultDepartment: queueId, isDefault },
  });
  expect(created.ok()).toBe(true);
  const body = await created.json();
  const id: number = (body.whatsapp ?? body).id;
  expect((await request.post(`/api/simulator/${id}/scan`)).ok()).toBe(true);
  return id;
}

/** A contact writes through the main (default) connection; answers the ticket their message opened. */
async function ticketFrom(request: APIRequestContext, from: string, data: Record<string, unknown> = { body: "Oi" }) {
  mainConnection ??= await simulator(request, `Main ${stamp()}`.slice(0, 10), true);
  const sent = await request.post(`/api/simulator/${mainConnection}/inbound`, {
    data: { from, name: `Cliente ${from.slice(-4)}`, ...data },
  });
  expect(sent.status()).toBe(202);
  const found = await (await request.get(`/api/tickets?searchParam=${from}`)).json();
  return found.conversationTickets[0].id as number;
}

/** The ticket accepted by the signed-in admin, so it heads the Inbox tab and takes replies. */
async function accepted(request: APIRequestContext, ticketId: number) {
  const me: { id: number } = await (await request.get("/api/auth/me")).json();
  expect(
    (await request.put(`/api/tickets/${ticketId}`, { data: { status: "open", userId: me.id, queueId } })).ok(),
  ).toBe(true);
  return ticketId;
}

const outbox = async (request: APIRequestContext, connectionId: number) =>
  (
    (await (await request.get(`/api/simulator/${connectionId}/outbox`)).json()) as {
      messages: { to: string; body: string; forwarded: boolean }[];
    }
  ).messages;

/** Another admin of the same tenant, signed in in a browser of their own. */
async function anotherAdmin(page: Page, browser: Browser, baseURL: string) {
  queueId ??= ((await (await page.request.get("/api/queue")).json()) as { id: number }[])[0].id;
  const admin = { email: `outro-${stamp()}@e2e.test`, password: "outro-secret-1" };
  const created = await page.request.post("/api/users", {
    data: { name: "Outro Admin", ...admin, profile: "admin", queueIds: [queueId] },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const theirs = await context.newPage();
  await theirs.goto("/login");
  await theirs.getByLabel("E-mail").fill(admin.email);
  await theirs.getByLabel("Password", { exact: true }).fill(admin.password);
  await theirs.getByRole("button", { name: "Sign in" }).click();
  await expect(theirs).toHaveURL(/\/tickets$/);
  return theirs;
}

/** Marks the document, so a later check can tell that it was never loaded again. */

const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { followedLive: true }));
const sameDocument = (page: Page) => page.evaluate(() => "followedLive" in window);

test.describe("screens follow", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("a contact renamed in the chat's drawer shows the new name at once in the header and the row, and live to another admin", async ({
    page,
    browser,
    baseURL,
  }) => {
    const from = number();
    const ticketId = await ticketFrom(page.request, from);
    const before = `Cliente ${from.slice(-4)}`;
    const after = `Renomeado ${stamp()}`;

    const theirs = await anotherAdmin(page, browser, baseURL!);
    await theirs.goto("/tickets");
    await theirs.getByRole("tab", { name: /Pending/ }).click();
    await expect(rowOf(theirs, ticketId)).toContainText(before);
    await markDocument(theirs);

    await page.goto(`/tickets/${ticketId}`);
    await page.getByRole("tab", { name: /Pending/ }).click();
    await expect(rowOf(page, ticketId)).toContainText(before);
    await page.getByRole("button", { name: `Details of ${before}` }).click();
    await page.getByRole("button", { name: "Edit contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit contact" });
    await expect(dialog.getByLabel("Name")).toHaveValue(before);
    await dialog.getByLabel("Name").fill(after);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Escape");

    await expect(page.getByRole("button", { name: `Details of ${after}` })).toBeVisible();
    await expect(rowOf(page, ticketId)).toContainText(after);
    await expect(rowOf(page, ticketId)).not.toContainText(before);
    await expect(rowOf(theirs, ticketId)).toContainText(after);
    await expect(rowOf(theirs, ticketId)).not.toContainText(before);
    expect(await sameDocument(theirs), "the other admin's list changed without a reload").toBe(true);
    await theirs.context().close();
  });

  test("a ticket moved to another connection in the transfer dialog shows it on its row and replies through it", async ({
    page,
  }) => {
    const from = number();
    const ticketId = await accepted(page.request, await ticketFrom(page.request, from));
    const other = `Loja ${stamp()}`.slice(0, 10);
    const otherId = await simulator(page.request, other);
    const main = ((await (await page.request.get(`/api/tickets/${ticketId}`)).json()) as { whatsapp: { name: string } })
      .whatsapp.name;

    await page.goto(`/tickets/${ticketId}`);
    const row = rowOf(page, ticketId);
    await expect(row).toContainText(main);
    await page.getByRole("button", { name: "Transfer" }).click();
    const dialog = page.getByRole("dialog", { name: "Transfer conversation" });
    await expect(dialog.getByLabel("Connection"), "starts on the ticket's connection").toHaveValue(
      String(mainConnection),
    );
    await dialog.getByLabel("Connection").selectOption({ label: other });
    await dialog.getByLabel("Keep the conversation open").check();
    await dialog.getByRole("button", { name: "Transfer", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(row).toContainText(other);
    await expect(row).not.toContainText(main);

    const input = page.getByLabel("Message", { exact: true });
    await expect(input).toBeEnabled();
    await input.fill("Pela outra linha");
    await input.press("Enter");
    await expect
      .poll(
        async () =>
          (await outbox(page.request, otherId)).filter((m) => m.to === from && m.body.endsWith("Pela outra linha"))
            .length,
      )
      .toBe(1);
    expect((await outbox(page.request, mainConnection)).filter((m) => m.to === from)).toEqual([]);
  });

  test("the forward dialog pages through every contact as its list scrolls", async ({ page }) => {
    const batch = stamp();
    const run = Date.now().toString().slice(-6);
    const name = (i: number) => `Paginado ${batch} ${String(i).padStart(2, "0")}`;
    // Seventy contacts, the last of them far past the dialog's first page of twenty.
    for (let start = 1; start <= 70; start += 10) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          page.request.post("/api/contacts", {
            data: { name: name(start + k), number: `119${run}${String(start + k).padStart(2, "0")}` },
          }),
        ),
      );
      for (const response of created) expect(response.status()).toBe(201);
    }
    const from = number();
    const ticketId = await ticketFrom(page.request, from, { body: "para repassar" });

    await page.goto(`/tickets/${ticketId}`);
    const bubble = page.locator("[data-message-id]").filter({ hasText: "para repassar" });
    await bubble.hover();
    await bubble.getByRole("button", { name: "Message options" }).click();
    await page.getByRole("menuitem", { name: "Forward" }).click();
    await page
      .getByRole("toolbar", { name: "Forwarding" })
      .getByRole("button", { name: "Forward", exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Forward messages" });
    const list = dialog.getByRole("list", { name: "Contacts" });
    const last = list.getByRole("checkbox", { name: name(70) });
    await expect(list.getByRole("checkbox")).toHaveCount(20);
    await expect(last).toHaveCount(0);

    await list.hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2000);
          return last.isVisible();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(true);
    expect(await list.getByRole("checkbox").count()).toBeGreaterThan(70);
    await last.check();
    await dialog.getByRole("button", { name: "Forward (1)" }).click();
    await expect(page.getByText("Messages forwarded successfully")).toBeVisible();
    await expect
      .poll(
        async () =>
          (await outbox(page.request, mainConnection)).filter((m) => m.to === `55119${run}70` && m.forwarded).length,
      )
      .toBe(1);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a shared contact card's 'Start conversation' opens a ticket with that number (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shared = `55119${Date.now().toString().slice(-8)}`;
      const card = `Indicada ${stamp()}`;
      const vcard = `BEGIN:VCARD\nVERSION:3.0\nFN:${card}\nTEL;type=CELL;waid=${shared}:+${shared}\nEND:VCARD`;
      const ticketId = await ticketFrom(page.request, number(), { type: "contact", body: vcard });

      await page.goto(`/tickets/${ticketId}`);
      const bubble = page.locator("[data-message-id]").filter({ hasText: card });
      await expect(bubble).toContainText(`+${shared}`);
      await bubble.getByRole("button", { name: "Start conversation" }).click();
      await expect(page).toHaveURL(/\/tickets\/\d+$/);
      await expect(page).not.toHaveURL(new RegExp(`/tickets/${ticketId}$`));
      await expect(page.getByRole("button", { name: `Details of ${card}` })).toBeVisible();
      await expect(page.getByLabel("Message", { exact: true })).toBeEnabled();
      const opened = await (await page.request.get(`/api/tickets/${page.url().split("/").pop()}`)).json();
      expect(opened).toMatchObject({ status: "open", contact: { number: shared, name: card } });
    });
  }

  test("switching the tags off clears their filter: the list shows every ticket again", async ({ page }) => {
    const tagged = await accepted(page.request, await ticketFrom(page.request, number()));
    const untagged = await accepted(page.request, await ticketFrom(page.request, number()));
    const tag = `Filtro ${stamp()}`;
    const created = await page.request.post("/api/tags", { data: { name: tag, color: "#1e90ff" } });
    expect(created.ok()).toBe(true);
    const tagId = ((await created.json()) as { id: number }).id;
    expect((await page.request.post("/api/tags/sync", { data: { ticketId: tagged, tags: [tagId] } })).ok()).toBe(true);

    await page.goto("/tickets");
    const manager = page.getByRole("region", { name: "Ticket manager" });
    await expect(rowOf(page, tagged)).toBeVisible();
    await expect(rowOf(page, untagged)).toBeVisible();
    const tagsToggle = manager.getByRole("button", { name: "Tags", exact: true });
    await tagsToggle.click();
    await expect(tagsToggle).toHaveAttribute("aria-pressed", "true");
    await manager.getByRole("button", { name: "Filter by tags (0)" }).click();
    await page.getByRole("menuitemcheckbox", { name: tag }).click();
    await page.keyboard.press("Escape");
    await expect(manager.getByRole("button", { name: "Filter by tags (1)" })).toBeVisible();
    await expect(rowOf(page, untagged)).toHaveCount(0);
    await expect(rowOf(page, tagged)).toBeVisible();

    await tagsToggle.click();
    await expect(tagsToggle).toHaveAttribute("aria-pressed", "false");
    await expect(manager.getByRole("button", { name: /Filter by tags/ })).toHaveCount(0);
    await expect(rowOf(page, untagged)).toBeVisible();
    await expect(rowOf(page, tagged)).toBeVisible();
    // On again, it starts with no filter: the one switched off is gone, not hidden.
    await tagsToggle.click();
    await expect(manager.getByRole("button", { name: "Filter by tags (0)" })).toBeVisible();
    await expect(rowOf(page, untagged)).toBeVisible();
  });

  test("the Users screen shows a user another admin creates, without a reload", async ({ page, browser, baseURL }) => {
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Attendants" })).toBeVisible();
    await markDocument(page);

    const theirs = await anotherAdmin(page, browser, baseURL!);
    await theirs.goto("/users");
    await theirs.getByRole("button", { name: "Add attendant" }).click();
    const dialog = theirs.getByRole("dialog", { name: "Add attendant" });
    const email = `nova-${stamp()}@e2e.test`;
    await dialog.getByLabel("Name").fill("Nova Atendente");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("nova-secret-1");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(theirs.getByText("Attendant saved successfully.")).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Nova Atendente");
    expect(await sameDocument(page), "the Users screen changed without a reload").toBe(true);
    await theirs.context().close();
  });

  test("a list read before its socket connected shows what changed meanwhile, once it connects", async ({ page }) => {
    const release = await holdSocket(page);
    // The list's own first read is over before the change (on a busy machine it can come late,
    // and would find the new tag by itself).
    const firstRead = page.waitForResponse(
      (response) => response.request().method() === "GET" && /\/api\/tags\?/.test(response.url()),
    );
    await page.goto("/tags");
    await firstRead;
    await expect(page.getByRole("heading", { name: "Tags" })).toBeVisible();
    await markDocument(page);
    const name = `Chegou antes ${stamp()}`;
    expect((await page.request.post("/api/tags", { data: { name, color: "#0ea5e9" } })).status()).toBe(201);
    await page.waitForTimeout(500);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    release();
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
    expect(await sameDocument(page), "the list changed without a reload").toBe(true);
  });

  test("a conversation whose last message is a location reads as one in its row", async ({ page }) => {
    await page.goto("/tickets");
    await page.getByRole("tab", { name: /Pending/ }).click();
    const ticketId = await ticketFrom(page.request, number(), {
      type: "location",
      location: { latitude: -23.5505, longitude: -46.6333 },
    });
    await expect(rowOf(page, ticketId)).toContainText("📍 Location");
    await expect(rowOf(page, ticketId)).not.toContainText("[locationMessage]");
  });

  test("a conversation that starts the moment the inbox loads shows in its tab", async ({ page }) => {
    mainConnection ??= await simulator(page.request, `Main ${stamp()}`.slice(0, 10), true);
    const release = await holdSocket(page);
    await page.goto("/tickets");
    await page.getByRole("tab", { name: /Pending/ }).click();
    // The tab's rows are read (or it says it has none) before the conversation starts.
    const panel = page.getByRole("tabpanel");
    await expect(
      panel.getByTestId("ticket-row").or(panel.getByText("Nothing here, no ticket in attendance")).first(),
    ).toBeVisible();
    await markDocument(page);
    const ticketId = await ticketFrom(page.request, number(), { body: "Acabei de chegar" });
    await page.waitForTimeout(500);
    await expect(rowOf(page, ticketId)).toHaveCount(0);

    release();
    await expect(rowOf(page, ticketId)).toContainText("Acabei de chegar");
    expect(await sameDocument(page), "the tab changed without a reload").toBe(true);
  });
});
