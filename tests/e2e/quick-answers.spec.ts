import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { solidPng } from "./support/png";
import { signInAsAdmin } from "./support/sign-in";
import type { OutboxItem } from "@/lib/whatsapp/simulator/simulator-phone";

// The composer offers the tenant's quick answers after '/': chosen with the keyboard or the mouse,
// the answer's message fills the composer and Enter sends it through the connection; an answer's
// file, attached on the Quick answers screen, goes with its text.

async function postOk<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * An open ticket of the caller's, through a paired simulator that is the default connection, and
 * the texts the simulator's outbox has sent to its contact.
 */
async function openTicket(page: Page, run: string) {
  const queues: { id: number }[] = await (await page.request.get("/api/queue")).json();
  const connection = await postOk<{ id: number }>(page.request, "/api/whatsapp", {
    name: `Quick answers ${run}`,
    provider: "simulator",
    defaultDepartment: queues[0].id,
    isDefault: true,
  });
  await expect.poll(async () => (await page.request.post(`/api/simulator/${connection.id}/scan`)).status()).toBe(200);
  const number = `55119${String(Date.now()).slice(-8)}`;
  const contact = await postOk<{ id: number }>(page.request, "/api/contacts", {
    name: `Cliente ${run}`,
    zoneCode: "55",
    number: number.slice(2),
  });
  const ticket = await postOk<{ id: number }>(page.request, "/api/tickets", { contactId: contact.id, status: "open" });
  const outbox = async () => {
    const { messages }: { messages: OutboxItem[] } = await (
      await page.request.get(`/api/simulator/${connection.id}/outbox`)
    ).json();
    return messages.filter((message) => message.to === number);
  };
  const sentTo = async () => (await outbox()).map((message) => message.body);
  return { ticket, sentTo, outbox, remove: () => page.request.delete(`/api/whatsapp/${connection.id}`) };
}

test("a quick answer is offered after '/' in the composer, chosen by keyboard or mouse, and sent with Enter", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const run = Date.now().toString(36).slice(-6);
  const greeting = { shortcut: `qa${run}bom`, message: `Bom dia! Seu pedido ${run} já saiu para entrega.` };
  const farewell = { shortcut: `qa${run}fim`, message: `Obrigado pelo contato ${run}, até logo!` };
  await postOk(page.request, "/api/quickAnswers", greeting);
  await postOk(page.request, "/api/quickAnswers", farewell);
  const { ticket, sentTo, remove } = await openTicket(page, run);

  await page.goto(`/tickets/${ticket.id}`);
  const input = page.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled();
  const list = page.getByRole("listbox", { name: "Quick answers" });

  // Keyboard: part of the shortcut, down to the second answer, Enter takes it, Enter sends it.
  await input.pressSequentially(`/qa${run}`);
  await expect(list.getByRole("option")).toHaveText([
    `/${greeting.shortcut} ${greeting.message}`,
    `/${farewell.shortcut} ${farewell.message}`,
  ]);
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await expect(list.getByRole("option", { selected: true })).toContainText(farewell.shortcut);
  await expect(input).toHaveAttribute(
    "aria-activedescendant",
    (await list.getByRole("option", { selected: true }).getAttribute("id"))!,
  );
  await input.press("Enter");
  await expect(input).toHaveValue(farewell.message);
  await expect(list).toBeHidden();
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect.poll(sentTo, { timeout: 20_000 }).toContainEqual(expect.stringContaining(farewell.message));

  // Mouse: the list narrows as the shortcut is typed, a click takes the answer.
  await input.pressSequentially(`/qa${run}b`);
  await expect(list.getByRole("option")).toHaveCount(1);
  await list.getByRole("option", { name: new RegExp(greeting.shortcut) }).click();
  await expect(input).toHaveValue(greeting.message);
  await expect(input).toBeFocused();
  await input.press("Enter");
  await expect.poll(sentTo, { timeout: 20_000 }).toContainEqual(expect.stringContaining(greeting.message));
  await expect(page.locator("[data-message-id]").filter({ hasText: greeting.message })).toHaveCount(1);

  await remove();
});

test("a whole '/shortcut' and Enter at once sends the quick answer's text, also while the list is loading", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const run = Date.now().toString(36).slice(-6);
  const address = { shortcut: "endereco", message: `Nosso endereço: Rua das Flores, ${run}.` };
  await postOk(page.request, "/api/quickAnswers", address);
  const { ticket, sentTo, remove } = await openTicket(page, run);

  // The composer's quick answers are held back until Enter has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/quickAnswers\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/tickets/${ticket.id}`);
  const input = page.getByLabel("Message", { exact: true });
  await expect(input).toBeEnabled();

  await input.pressSequentially("/endereco");
  await input.press("Enter");
  await expect(input).toHaveValue("/endereco");
  release();
  await expect(input).toHaveValue("");
  await expect.poll(sentTo, { timeout: 20_000 }).toEqual([expect.stringContaining(address.message)]);

  // Once loaded, the list filters as the shortcut is typed: Enter at once sends the answer again.
  await input.pressSequentially("/endereco");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect
    .poll(sentTo, { timeout: 20_000 })
    .toEqual([expect.stringContaining(address.message), expect.stringContaining(address.message)]);
  await expect(page.locator("[data-message-id]").filter({ hasText: "/endereco" })).toHaveCount(0);

  await remove();
});

for (const width of [1280, 390]) {
  test(`at ${width} px a quick answer's image, attached on its screen, is sent with its filled text from the composer`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await signInAsAdmin(page);
    const run = `${width}${Date.now().toString(36).slice(-5)}`;
    const shortcut = `cat${run}`;
    const { ticket, outbox, remove } = await openTicket(page, run);
    const png = Buffer.from(solidPng(40, 30), "base64");

    await page.goto("/quickAnswers");
    await page.getByRole("button", { name: "Add quick answer" }).click();
    const dialog = page.getByRole("dialog", { name: "Add quick answer" });
    await dialog.getByLabel("Shortcut").fill(shortcut);
    await dialog.getByLabel("Answer").fill(`{{greeting}}, {{firstName}}! Segue o catálogo ${run}.`);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "catalogo.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByText("catalogo.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("searchbox", { name: "Search by shortcut or message" }).fill(shortcut);
    await expect(
      page.getByRole("row").filter({ hasText: shortcut }).getByRole("img", { name: "With the file catalogo.png" }),
    ).toBeVisible();

    await page.goto(`/tickets/${ticket.id}`);
    const input = page.getByLabel("Message", { exact: true });
    await expect(input).toBeEnabled();
    await input.pressSequentially(`/${shortcut.slice(0, -1)}`);
    const option = page.getByRole("listbox", { name: "Quick answers" }).getByRole("option");
    await expect(option).toHaveCount(1);
    await expect(option.getByRole("img", { name: "File of the quick answer" })).toBeVisible();
    await option.click();
    const text = new RegExp(`^(Bom dia|Boa tarde|Boa noite), Cliente! Segue o catálogo ${run}\\.$`);
    await expect(input).toHaveValue(text);
    const attachments = page.getByRole("list", { name: "Attachments" });
    await expect(attachments.getByRole("button", { name: "Remove catalogo.png" })).toBeVisible();
    await testInfo.attach(`quick-answer-file-${width}`, { body: await page.screenshot(), contentType: "image/png" });
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(attachments).toBeHidden();

    await expect.poll(outbox, { timeout: 20_000 }).toEqual([
      expect.objectContaining({
        type: "media",
        fileName: "catalogo.png",
        mimetype: "image/png",
        size: png.length,
        body: expect.stringMatching(text),
      }),
    ]);
    const bubble = page.locator("[data-message-id]").filter({ hasText: `Segue o catálogo ${run}` });
    await expect(bubble).toHaveCount(1);
    await expect(bubble.locator("img")).toBeVisible();

    await remove();
  });
}
