import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

// At a phone's width a table's row keeps its actions on screen: a person cannot edit or delete what
// they would have to scroll sideways to find.
const screens = [
  { path: "/connections", edit: /^Edit / },
  { path: "/users", edit: /^Edit / },
  { path: "/tags", edit: /^Edit / },
];

async function actionsOnScreen(page: Page, edit: RegExp) {
  const button = page.getByRole("row").getByRole("button", { name: edit }).first();
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

for (const { path, edit } of screens) {
  test(`${path} keeps each row's actions on screen at 390 px`, async ({ page }, testInfo) => {
    const stamp = Date.now().toString(36);
    if (path === "/tags")
      expect((await page.request.post("/api/tags", { data: { name: `Phone ${stamp}`, color: "#0ea5e9" } })).ok()).toBe(
        true,
      );
    if (path === "/connections") {
      const [queue] = (await (await page.request.get("/api/queue")).json()) as { id: number }[];
      const data = { name: `Phone ${stamp}`, provider: "simulator", defaultDepartment: queue.id };
      expect((await page.request.post("/api/whatsapp", { data })).ok()).toBe(true);
    }
    await page.goto(path);
    expect(await actionsOnScreen(page, edit)).toBe(true);
    await testInfo.attach(`${path.slice(1)}-390`, { body: await page.screenshot(), contentType: "image/png" });
  });
}
