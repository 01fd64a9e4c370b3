import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function postOk(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Rows of the scrolling table below the header row. */
const bodyRows = (page: Page) => page.locator("tbody tr");

test.beforeEach(async ({ page }) => signInAsAdmin(page));

test("a department with two chatbot options sends the contact exactly the menu its editor previewed", async ({
  page,
}) => {
  const name = unique("Financeiro");
  await page.goto("/queues");
  await page.getByRole("button", { name: "Add department" }).click();
  const dialog = page.getByRole("dialog", { name: "Add department" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog
    .getByRole("radio", { name: `Colour #${["bbf7d0", "99f6e4", "ddd6fe", "fbcfe8"][Date.now() % 4]}` })
    .click();
  await dialog.getByLabel("Greeting message").fill("Financeiro aqui. Escolha:");
  await dialog.getByRole("button", { name: "Add option" }).click();
  await dialog.getByRole("button", { name: "Add option" }).click();
  const names = dialog.getByLabel("Option name");
  await names.nth(0).fill("Boletos");
  await names.nth(1).fill("Falar com atendente");
  await dialog.getByLabel("Option message").nth(1).fill("Já vamos te atender.");
  await dialog.getByRole("switch").nth(1).click();
  // Reordering changes the numbers, in the preview as for the bot.
  await dialog.getByRole("button", { name: "Move Falar com atendente up" }).click();
  const preview = dialog.getByTestId("menu-preview").last();
  await expect(preview).toHaveText("Financeiro aqui. Escolha:\n\n*1* - Falar com atendente\n*2* - Boletos");
  const previewed = await preview.textContent();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Financeiro aqui. Escolha:");

  // A connection serving two departments with the chatbot on, paired, as a contact writes to it.
  const queues: { id: number; name: string }[] = await (await page.request.get("/api/queue")).json();
  const department = queues.find((queue) => queue.name === name)!;
  const queueIds = queues.map((queue) => queue.id).sort((a, b) => a - b);
  const connection = await postOk(page.request, "/api/whatsapp", {
    name: unique("Bot"),
    provider: "simulator",
    defaultDepartment: queueIds[0],
    queueIds,
    greetingMessage: "Olá! Escolha um departamento:",
    hasChatbot: true,
  });
  await expect.poll(async () => (await page.request.post(`/api/simulator/${connection.id}/scan`)).status()).toBe(200);
  const from = `55119${String(Date.now()).slice(-8)}`;
  const say = (body: string) =>
    postOk(page.request, `/api/simulator/${connection.id}/inbound`, { from, name: "Maria", body });
  await say("Oi");
  await say(String(queueIds.indexOf(department.id) + 1));
  await say("Oi de novo");
  const outbox = async () => {
    const { messages }: { messages: { to: string; body: string }[] } = await (
      await page.request.get(`/api/simulator/${connection.id}/outbox`)
    ).json();
    return messages.filter((message) => message.to === from).map((message) => message.body);
  };
  await expect.poll(outbox, { timeout: 20_000 }).toContain(previewed);

  await page.request.delete(`/api/whatsapp/${connection.id}`);
});

test("a tag and a quick answer are created through their screens", async ({ page }) => {
  const tag = unique("Urgente");
  await page.goto("/tags");
  await page.getByRole("button", { name: "Add tag" }).click();
  const tagDialog = page.getByRole("dialog", { name: "Add tag" });
  await tagDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tagDialog.getByText("Required")).toBeVisible();
  await tagDialog.getByLabel("Name").fill("ab");
  await tagDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tagDialog.getByText("Message too short")).toBeVisible();
  await tagDialog.getByLabel("Name").fill(tag);
  await tagDialog.getByRole("radio", { name: "Colour #ef4444" }).click();
  await tagDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tagDialog).toBeHidden();
  const tagRow = page.getByRole("row").filter({ hasText: tag });
  await expect(tagRow).toContainText("0");
  await expect(tagRow.getByText(tag)).toHaveCSS("background-color", "rgb(239, 68, 68)");

  const shortcut = `bd${Date.now().toString(36).slice(-6)}`;
  await page.goto("/quickAnswers");
  await page.getByRole("button", { name: "Add quick answer" }).click();
  const answerDialog = page.getByRole("dialog", { name: "Add quick answer" });
  await answerDialog.getByLabel("Shortcut").fill(shortcut);
  await answerDialog.getByLabel("Answer").fill("curta");
  await answerDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(answerDialog.getByText("Too short")).toBeVisible();
  await answerDialog.getByLabel("Answer").fill("Bom dia! Em que posso ajudar?");
  await answerDialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(answerDialog).toBeHidden();
  await page.getByRole("searchbox", { name: "Search by shortcut or message" }).fill("EM QUE POSSO");
  await expect(bodyRows(page).filter({ hasText: shortcut })).toContainText("Bom dia! Em que posso ajudar?");

  await page.getByRole("button", { name: `Delete ${shortcut}` }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(bodyRows(page).filter({ hasText: shortcut })).toHaveCount(0);
});

test("quick answers and tags lists load page by page as the table scrolls, to the last row", async ({ page }) => {
  // Five pages of each, written through the API first.
  const ROWS = 100;
  const run = Date.now().toString(36);
  for (let start = 0; start < ROWS; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, (_, k) => {
        const n = String(start + k).padStart(3, "0");
        return Promise.all([
          postOk(page.request, "/api/quickAnswers", {
            shortcut: `p${run.slice(-5)}${n}`,
            message: `Mensagem número ${n} ${run}`,
          }),
          postOk(page.request, "/api/tags", { name: `Lote ${run} ${n}`, color: "#0ea5e9" }),
        ]);
      }),
    );
  }
  for (const [path, search] of [
    ["/quickAnswers", "Search by shortcut or message"],
    ["/tags", "Search tags"],
  ]) {
    await page.goto(path);
    // The list before the search applies has its first 20 rows too, and the rest of the tenant's to
    // scroll through: scrolled first, it would start again from the top when the search applied.
    const searched = page.waitForResponse((response) => response.url().includes(`searchParam=${run}`));
    await page.getByRole("searchbox", { name: search }).fill(run);
    await searched;
    await expect(bodyRows(page)).toHaveCount(20);
    const scroller = page.locator("tbody").locator("xpath=ancestor::div[contains(@class,'overflow-auto')][1]");
    // As a reader does: scroll to the end again and again (a scroll that lands while a page is
    // loading asks for nothing more, so several pages may come between two looks).
    let shown = 20;
    while (shown < ROWS) {
      const before = shown;
      await expect(async () => {
        await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        shown = await bodyRows(page).count();
        expect(shown).toBeGreaterThan(before);
      }).toPass({ timeout: 15_000 });
      expect(shown % 20).toBe(0);
    }
    expect(shown).toBe(ROWS);
    // The last page is the end: scrolling on asks for nothing more.
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(700);
    await expect(bodyRows(page)).toHaveCount(ROWS);
    const texts = await bodyRows(page).locator("td:first-child").allInnerTexts();
    expect(new Set(texts).size).toBe(ROWS);
  }
});

test("at phone width the screens fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const [path, add] of [
    ["/tags", "Add tag"],
    ["/quickAnswers", "Add quick answer"],
    ["/queues", "Add department"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: add })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.getByRole("button", { name: "Add department" }).click();
  const dialog = page.getByRole("dialog", { name: "Add department" });
  await expect(dialog.getByRole("button", { name: "Add option" })).toBeVisible();
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});
