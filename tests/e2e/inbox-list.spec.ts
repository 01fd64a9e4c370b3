import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

const unique = (label: string) => `${label}-${Date.now().toString(36)}`;

/** A paired simulator connection serving the default department, so its new tickets wait there. */
async function pairedConnection(page: Page) {
  const queues = (await (await page.request.get("/api/queue")).json()) as { id: number; name: string }[];
  const queueId = queues.find((queue) => queue.name === "Atendimento")!.id;
  const name = unique("Inbox");
  const created = await page.request.post("/api/whatsapp", {
    data: { name, provider: "simulator", defaultDepartment: queueId, queueIds: [queueId] },
  });
  expect(created.status()).toBeLessThan(300);
  const connections = (await (await page.request.get("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === name)!;
  expect((await page.request.post(`/api/simulator/${id}/scan`, { data: {} })).status()).toBe(200);
  return id;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
}

const rowOf = (page: Page, name: string) => page.getByTestId("ticket-row").filter({ hasText: name });

test("a contact's message appears live as a waiting ticket; accepting, reading, marking unread and searching without accents", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // One long story through the screen, on a machine that may be busy.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page);

  // An attendant in no department: the waiting ticket of Atendimento is not theirs to see.
  const attendant = { email: `${unique("bia")}@e2e.test`, password: "bia-secret-1" };
  expect(
    (await page.request.post("/api/users", { data: { name: "Bia Attendant", ...attendant, queueIds: [] } })).status(),
  ).toBe(201);
  const context = await browser.newContext({ baseURL });
  const theirs = await context.newPage();
  await signIn(theirs, attendant.email, attendant.password);
  await theirs.getByRole("tab", { name: /Pending/ }).click();

  await page.goto("/tickets");
  await page.getByRole("tab", { name: /Pending/ }).click();
  await expect(page.getByText("Nothing here, no ticket in attendance")).toBeVisible();
  const contact = `João Orçamento ${Date.now().toString(36)}`;
  const inbound = await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from: "5511987650042", name: contact, body: "Bom dia, quero um orçamento da instalação" },
  });
  expect(inbound.status()).toBe(202);

  const waiting = rowOf(page, contact);
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveAttribute("data-status", "pending");
  await expect(waiting.getByTestId("unread-badge")).toHaveText("1");
  await expect(waiting).toContainText("Bom dia, quero um orçamento da inst...");
  await expect(page.getByRole("tab", { name: /Pending/ })).toContainText("1");
  // The conversation's next message moves the same row: its text and badge follow.
  const next = await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from: "5511987650042", name: contact, body: "Pode ser amanhã?" },
  });
  expect(next.status()).toBe(202);
  await expect(waiting).toContainText("Pode ser amanhã?");
  await expect(waiting.getByTestId("unread-badge")).toHaveText("2");
  await expect(rowOf(page, contact)).toHaveCount(1);
  await expect(rowOf(theirs, contact)).toHaveCount(0);
  await expect(theirs.getByText("Nothing here, no ticket in attendance")).toBeVisible();
  await context.close();

  // Accepting opens the ticket: it moves to the open list, read.
  await waiting.getByRole("button", { name: `Accept the ticket of ${contact}` }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const ticketId = page.url().split("/").pop();
  // The chat of that contact's ticket is open beside the list, ready for a reply.
  const chat = page.getByRole("region", { name: `Conversation with ${contact}` });
  await expect(chat.getByRole("textbox", { name: "Message", exact: true })).toBeEnabled();
  await expect(page.getByRole("tab", { name: /Inbox/ })).toHaveAttribute("data-state", "active");
  const open = rowOf(page, contact);
  await expect(open).toHaveAttribute("data-status", "open");
  await expect(open.getByTestId("unread-badge")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: /Pending/ })).not.toContainText("1");
  // A message that arrives in the chat on screen is read: its row counts nothing, now or after a reload.
  const whileOpen = await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from: "5511987650042", name: contact, body: "Estou vendo aqui" },
  });
  expect(whileOpen.status()).toBe(202);
  await expect(chat.getByText("Estou vendo aqui")).toBeVisible();
  await expect(open).toContainText("Estou vendo aqui");
  await expect(open.getByTestId("unread-badge")).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get(`/api/tickets/${ticketId}`)).json()).unreadMessages)
    .toBe(0);
  await testInfo.attach("tickets-1280", { body: await page.screenshot(), contentType: "image/png" });

  // Mark as unread from the open list's context menu shows the badge again.
  await open.click({ button: "right" });
  await page.getByRole("menuitem", { name: "Mark as unread" }).click();
  await expect(open.getByTestId("unread-badge")).toBeVisible();
  // The badge shows before the server has answered; the server keeps the mark once it has.
  await expect
    .poll(async () => (await (await page.request.get(`/api/tickets/${ticketId}`)).json()).unread, { intervals: [100] })
    .toBe(true);

  // Search the way people type: no accents, any case.
  await page.getByRole("searchbox", { name: "Search tickets and messages" }).fill("ORCAMENTO da instalacao");
  await expect(page.getByRole("tab", { name: /Inbox/ })).toHaveCount(0);
  const found = page.getByTestId("ticket-row").filter({ hasText: "quero um orçamento" });
  await expect(found).toBeVisible();
  await expect(found.getByRole("link")).toHaveAttribute("href", new RegExp(`^/tickets/${ticketId}\\?messageId=\\d+$`));
  // No contact has that name: the conversations' heading says it found none.
  await expect(page.getByText("No conversation found.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search tickets and messages" }).fill("joao orcamento");
  await expect(page.getByRole("heading", { name: "Conversations" })).toBeVisible();
  await expect(rowOf(page, contact)).toBeVisible();

  // A small laptop's width: the chat takes the whole width beside the menu instead of a thin strip.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(chat).toBeVisible();
  await expect(page.getByRole("region", { name: "Ticket manager" })).toBeHidden();
  expect((await chat.boundingBox())!.width).toBeGreaterThan(600);
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  await testInfo.attach("ticket-1024", { body: await page.screenshot(), contentType: "image/png" });

  // Phone width: one pane at a time.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(chat).toBeVisible();
  await expect(page.getByRole("region", { name: "Ticket manager" })).toBeHidden();
  await testInfo.attach("ticket-390", { body: await page.screenshot(), contentType: "image/png" });
  await page.goto("/tickets");
  await expect(page.getByRole("region", { name: "Ticket manager" })).toBeVisible();
  await expect(rowOf(page, contact)).toBeVisible();
  await testInfo.attach("tickets-390", { body: await page.screenshot(), contentType: "image/png" });
});

test("the first page of rows comes with the document, before any script runs", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page);
  const contact = unique("Documento");
  const inbound = await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from: "5511987650099", name: contact, body: "Chegou com a página" },
  });
  expect(inbound.status()).toBe(202);
  // Accepted, so it heads the Inbox tab the page opens on.
  const found = await (await page.request.get(`/api/tickets?searchParam=${encodeURIComponent(contact)}`)).json();
  const me: { id: number } = await (await page.request.get("/api/auth/me")).json();
  const accepted = await page.request.put(`/api/tickets/${found.conversationTickets[0].id}`, {
    data: { status: "open", userId: me.id },
  });
  expect(accepted.ok()).toBe(true);

  const noScripts = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const bare = await noScripts.newPage();
  await bare.goto("/tickets");
  await expect(rowOf(bare, contact)).toBeInViewport();
  await expect(rowOf(bare, contact)).toContainText("Chegou com a página");
  await noScripts.close();
});

test("the dashboard counts the waiting ticket and charts it in its hour", async ({ page }) => {
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page);
  await page.goto("/");
  const waiting = page.getByLabel("Waiting", { exact: true });
  const before = Number(await waiting.textContent());
  await page.request.post(`/api/simulator/${connectionId}/inbound`, {
    data: { from: "5511987650077", name: "Dashboard Contact", body: "olá" },
  });
  await expect(waiting).toHaveText(String(before + 1));
  const chart = page.getByRole("img", { name: /Tickets today/ });
  await expect(chart).toHaveAttribute("aria-label", /[1-9]/);

  // The hours along the chart never run into one another, on a desk or on a phone.
  const hourLabels = chart.locator(".recharts-xAxis-tick-labels text");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // The chart draws again once it has measured its new width.
    const fitted = (svg: Element) =>
      Math.abs(
        svg.getBoundingClientRect().width -
          svg.closest(".recharts-responsive-container")!.getBoundingClientRect().width,
      ) < 1;
    await expect.poll(() => chart.locator("svg.recharts-surface").evaluate(fitted)).toBe(true);
    await expect(hourLabels.first()).toHaveText("00h");
    await expect(hourLabels.last()).toHaveText("23h");
    const boxes = await hourLabels.evaluateAll((labels) =>
      labels.map((label) => label.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
    );
    expect(boxes.length, `hours shown at ${width} px`).toBeGreaterThan(width > 600 ? 12 : 4);
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i].left, `hour label ${i} at ${width} px`).toBeGreaterThan(boxes[i - 1].right);
  }
});
