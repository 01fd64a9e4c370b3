import type { Locator, Page } from "@playwright/test";
import { pairedSimulatorConnection as pairedConnection } from "./support/connections";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// The undelivered list against a paired simulator connection whose phone refuses sends for a
// while: a bulk row that failed for good shows with its translated reason and the menu's count,
// and 'send again' (one row on a wide screen, a selection on a phone) reaches the phone once while
// the row leaves the list and the count falls, live.
test.describe.configure({ mode: "serial" });

const REASON = "WhatsApp did not take the message. Check the connections page.";

type OutboxItem = { to: string; body: string };
const outbox = async (page: Page, connectionId: number) =>
  ((await (await page.request.get(`/api/simulator/${connectionId}/outbox`)).json()) as { messages: OutboxItem[] })
    .messages;

/** A bulk send of one row whose three attempts the phone refuses, so it fails for good. */
async function failedBulkRow(page: Page, connectionId: number, phone: string, message: string) {
  const settings = { whatsappId: connectionId, limit: 100, minutes: 0, seconds: 0 };
  expect((await page.request.post("/api/settingsMessage", { data: settings })).ok()).toBe(true);
  const failing = await page.request.post(`/api/simulator/${connectionId}/fail-sends`, { data: { count: 3 } });
  expect(failing.ok()).toBe(true);
  const sent = await page.request.post("/api/bulkMessage", { data: [{ phone, message, whatsappId: connectionId }] });
  expect(sent.status()).toBe(201);
}

const menuEntry = (page: Page) => page.getByRole("link", { name: /^Not delivered/ });

/**
 * The menu's count shows the server's count as it changes (the worker's server holds other specs'
 * failures too): nothing at 0. `within` is where the menu is (the phone's sheet).
 */
async function expectMenuCount(page: Page, within: Locator = menuEntry(page)) {
  await expect
    .poll(async () => {
      const { count } = (await (await page.request.get("/api/undelivered")).json()) as { count: number };
      const badge = within.getByTestId("undelivered-count");
      const shown = (await badge.count()) ? await badge.textContent() : "0";
      return shown === String(count);
    })
    .toBe(true);
}

test("a failed bulk row shows with its reason and the menu's count; 'send again' delivers it once and it leaves the list", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page, "Entregas");
  const phone = "5511944441111";
  const body = "Sua fatura de março está disponível";
  await page.goto("/undelivered");
  await failedBulkRow(page, connectionId, phone, body);

  const row = page.getByTestId("undelivered-row").filter({ hasText: body });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(REASON);
  await expect(row).toContainText("Bulk send");
  await expect(row).toContainText(phone);
  await expect(menuEntry(page).getByTestId("undelivered-count")).toBeVisible();
  await expectMenuCount(page);

  await row.getByRole("button", { name: "Send again" }).click();
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await expectMenuCount(page);
  await expect
    .poll(async () => (await outbox(page, connectionId)).filter((item) => item.body === body))
    .toHaveLength(1);
});

test("on a phone, a selection of failures is sent again at once", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const connectionId = await pairedConnection(page, "Entregas no celular");
  const phone = "5511944442222";
  const body = "Seu pedido saiu para entrega";
  await failedBulkRow(page, connectionId, phone, body);
  await page.goto("/undelivered");

  const row = page.getByTestId("undelivered-row").filter({ hasText: body });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(REASON);
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByTestId("undelivered-count")).toBeVisible();
  await expectMenuCount(page, page.getByRole("dialog"));
  await page.keyboard.press("Escape");

  await row.getByRole("checkbox", { name: `Select the message to ${phone}` }).click();
  await page.getByRole("button", { name: "Send selected again (1)" }).click();
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await outbox(page, connectionId)).filter((item) => item.body === body))
    .toHaveLength(1);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectMenuCount(page, page.getByRole("dialog"));
});
