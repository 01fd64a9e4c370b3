import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signInAs, signInAsAdmin } from "./support/sign-in";

// An attendant's presence switch, at a desk's width and a phone's, seen live by an admin on the
// Users screen: online while a page of theirs is open, away when they say so, offline once gone.

const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

/** The drawer's bottom: permanent from 600 px, a sheet opened from the header's menu below. */
async function drawer(page: Page) {
  const menu = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole("navigation").filter({ has: page.getByRole("switch", { name: "Available" }) });
}

for (const viewport of WIDTHS) {
  test(`an attendant's presence switch at ${viewport.width} px shows live on the admin's Users screen`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    const attendant = {
      email: `presence-${viewport.name}-${Date.now().toString(36)}@e2e.test`,
      password: "ana-secret-1",
    };
    const created = await page.request.post("/api/users", {
      data: { name: `Presence ${viewport.name}`, ...attendant },
    });
    expect(created.status()).toBe(201);
    await page.goto("/users");
    await page.getByRole("searchbox").fill(attendant.email);
    const row = page.getByRole("row").filter({ hasText: attendant.email });
    await expect(row).toContainText("Offline");

    const context = await browser.newContext({ baseURL, viewport });
    const theirs = await context.newPage();
    await signInAs(theirs, attendant);
    await expect(row).toContainText("Online");

    const nav = await drawer(theirs);
    const available = nav.getByRole("switch", { name: "Available" });
    await expect(available).toHaveAttribute("aria-checked", "true");
    await available.click();
    await expect(available).toHaveAttribute("aria-checked", "false");
    await expect(nav.getByText("Away")).toBeVisible();
    await expect(row).toContainText("Away");

    await available.click();
    await expect(available).toHaveAttribute("aria-checked", "true");
    await expect(row).toContainText("Online");

    await context.close();
    await expect(row).toContainText("Offline");
  });
}
