import { expect, type Page } from "@playwright/test";
import { ADMIN } from "./fixtures";

/** Signs the demo administrator in through the login form; the page lands on /tickets. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
}
