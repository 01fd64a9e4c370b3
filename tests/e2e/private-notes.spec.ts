import type { Browser, Page } from "@playwright/test";
import { pairedSimulatorConnection } from "./support/connections";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// Internal notes between attendants of one department, on a simulator connection whose phone
// shows what reached WhatsApp: the note never does, the mentioned colleague is told, and an
// attendant of another department never receives it, through REST or the socket.

const stamp = Date.now().toString(36);
const PASSWORD = "note-pass-1";

async function signInAs(browser: Browser, baseURL: string, email: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  return page;
}

/** Every text frame the page's sockets receive. */
function socketFrames(page: Page) {
  const frames: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => void (typeof payload === "string" && frames.push(payload))),
  );
  return frames;
}

test("a note with an @ mention reaches the department's colleague and no phone; another department's attendant never gets it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const connectionId = await pairedSimulatorConnection(page, `Notas ${stamp}`);
  const queues: { id: number; name: string }[] = await (await page.request.get("/api/queue")).json();
  const desk = queues.find((queue) => queue.name === "Atendimento")!;
  const other = await (
    await page.request.post("/api/queue", {
      data: { name: `Financeiro ${stamp}`, color: `#${stamp.slice(-6).padStart(6, "0")}` },
    })
  ).json();
  const colleague = { name: `Bruna ${stamp}`, email: `bruna-${stamp}@e2e.test` };
  const outsider = { name: `Otavio ${stamp}`, email: `otavio-${stamp}@e2e.test` };
  for (const [user, queue] of [
    [colleague, desk.id],
    [outsider, other.id],
  ] as const) {
    const created = await page.request.post("/api/users", {
      data: { ...user, password: PASSWORD, profile: "user", queueIds: [queue] },
    });
    expect(created.ok()).toBe(true);
  }

  const from = `55119${Date.now().toString().slice(-8)}`;
  expect(
    (
      await page.request.post(`/api/simulator/${connectionId}/inbound`, {
        data: { from, name: "Carla Cliente", body: "Quero cancelar" },
      })
    ).status(),
  ).toBe(202);
  const found = await (await page.request.get(`/api/tickets?searchParam=${from}`)).json();
  const ticketId: number = found.conversationTickets[0].id;
  // Waiting in the desk's department: its attendants see it, the other department's do not.
  expect(
    (
      await page.request.put(`/api/tickets/${ticketId}`, {
        data: { status: "pending", userId: null, queueId: desk.id },
      })
    ).ok(),
  ).toBe(true);

  const bruna = await signInAs(browser, baseURL!, colleague.email, 390);
  const otavio = await signInAs(browser, baseURL!, outsider.email, 1280);
  const brunaFrames = socketFrames(bruna);
  const otavioFrames = socketFrames(otavio);
  await bruna.reload();
  await otavio.reload();

  // Enter pressed while the attendants are still being read waits for them, and then completes the name.
  let releaseMentionable!: () => void;
  const mentionableHeld = new Promise<void>((resolve) => (releaseMentionable = resolve));
  await page.route(/\/api\/tickets\/\d+\/mentionable/, async (route) => {
    await mentionableHeld;
    await route.continue();
  });
  await page.goto(`/tickets/${ticketId}`);
  await page.getByRole("radio", { name: "Internal note" }).click();
  const note = page.getByLabel("Internal note", { exact: true });
  await note.fill(`Cliente irritado, @${colleague.name.slice(0, 4)}`);
  const mentionList = page.getByRole("listbox", { name: "Attendants to mention" });
  await expect(mentionList).toContainText("Loading attendants…");
  await note.press("Enter");
  releaseMentionable();
  await expect(note).toHaveValue(`Cliente irritado, @${colleague.name} `);

  await note.fill(`Cliente irritado, @${colleague.name.slice(0, 4)}`);
  await expect(mentionList.getByRole("option", { name: `@${colleague.name}` })).toBeVisible();
  await expect(mentionList.getByRole("option", { name: `@${outsider.name}` })).toHaveCount(0);
  await note.press("Enter");
  await expect(note).toHaveValue(`Cliente irritado, @${colleague.name} `);
  await note.pressSequentially("ofereça o desconto");
  await page.getByRole("button", { name: "Add note" }).click();
  const text = `Cliente irritado, @${colleague.name} ofereça o desconto`;
  const bubble = page.locator("[data-message-id]").filter({ hasText: text });
  await expect(bubble).toBeVisible();
  await expect(bubble.getByText(/Internal note · /)).toBeVisible();

  // The colleague is told at once, and reads the note in the chat with its author.
  const card = bruna.getByRole("region", { name: "Mentions" }).getByRole("status");
  await expect(card).toContainText("mentioned you in a note on Carla Cliente");
  await card.getByRole("link", { name: "Open" }).click();
  await expect(
    bruna
      .locator("[data-message-id]")
      .filter({ hasText: text })
      .getByText(/Internal note · /),
  ).toBeVisible();
  expect(brunaFrames.some((frame) => frame.includes("ofereça o desconto"))).toBe(true);

  // Nothing reached the phone; the outsider gets 404 and no frame carried the note.
  const outbox = await (await page.request.get(`/api/simulator/${connectionId}/outbox`)).json();
  expect(outbox.messages).toEqual([]);
  expect((await otavio.request.get(`/api/messages/${ticketId}`)).status()).toBe(404);
  expect(otavioFrames.some((frame) => frame.includes("ofereça o desconto"))).toBe(false);
  await otavio.goto(`/tickets/${ticketId}`);
  // Next's route announcer is an alert too, once the page has hydrated.
  await expect(otavio.getByRole("alert").filter({ hasText: "Conversation not found." })).toBeVisible();
  await expect(otavio.getByText(text)).toHaveCount(0);

  // Accepted by the admin, the ticket leaves the department's scope: a colleague never mentioned
  // cannot open it, yet @ offers him as an attendant of its department, and the mention lets him in.
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: number };
  const accepted = await page.request.put(`/api/tickets/${ticketId}`, {
    data: { status: "open", userId: me.id, queueId: desk.id },
  });
  expect(accepted.ok()).toBe(true);
  const third = { name: `Caio ${stamp}`, email: `caio-${stamp}@e2e.test` };
  const createdThird = await page.request.post("/api/users", {
    data: { ...third, password: PASSWORD, profile: "user", queueIds: [desk.id] },
  });
  expect(createdThird.ok()).toBe(true);
  const caio = await signInAs(browser, baseURL!, third.email, 1280);
  expect((await caio.request.get(`/api/messages/${ticketId}`)).status()).toBe(404);
  await page.reload();
  await page.getByRole("radio", { name: "Internal note" }).click();
  await note.fill(`Assumi, @${third.name.slice(0, 3)}`);
  await expect(mentionList.getByRole("option", { name: `@${third.name}` })).toBeVisible();
  await note.press("Enter");
  await note.pressSequentially("confere o pedido?");
  await page.getByRole("button", { name: "Add note" }).click();
  const asked = `Assumi, @${third.name} confere o pedido?`;
  await expect(page.locator("[data-message-id]").filter({ hasText: asked })).toBeVisible();
  const askedCard = caio.getByRole("region", { name: "Mentions" }).getByRole("status");
  await askedCard.getByRole("link", { name: "Open" }).click();
  await expect(caio.locator("[data-message-id]").filter({ hasText: asked })).toBeVisible();
  await caio.context().close();
  await bruna.context().close();
  await otavio.context().close();
});
