import { ADMIN, expect, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

test.describe("sign in", () => {
  test("a signed-out visitor is sent to the login page", async ({ page }) => {
    await page.goto("/tickets");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Ftickets/);
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("visible?");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("wrong credentials are refused with a message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Authentication error. Please try again.");
    await expect(page).toHaveURL(/\/login/);

    // The next attempt's field errors replace that message rather than standing beside it.
    await page.getByLabel("Password", { exact: true }).fill("");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("form").getByText("Required")).toBeVisible();
    await expect(page.locator("form").getByRole("alert")).toHaveCount(0);
  });

  test("the administrator signs in, lands on /tickets with the drawer, and signs out", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole("heading", { name: "Welcome to Atende" })).toBeVisible();
    const drawer = page.getByRole("navigation");
    await expect(drawer.getByRole("link", { name: "Conversations" })).toHaveAttribute("aria-current", "page");
    await expect(drawer.getByRole("heading", { name: "Administration" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Attendants" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("idGraf"))).toMatch(/^\d+$/);

    await drawer.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem("idGraf"))).toBeNull();
    await page.goto("/tickets");
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("app shell", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("the drawer is 320 px and permanent on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const drawer = page.locator("aside");
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(320);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("on a short screen the drawer scrolls by itself, and the page around the inbox does not", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await expect(page.getByRole("heading", { name: "Welcome to Atende" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(560);
    const logOut = page.locator("aside").getByRole("button", { name: "Log out" });
    await logOut.scrollIntoViewIfNeeded();
    await expect(logOut).toBeInViewport();
    await expect(page.getByRole("searchbox", { name: "Search tickets and messages" })).toBeInViewport();
  });

  test("under 600 px the drawer is temporary and opens from the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await expect(page.locator("aside")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("link", { name: "Contacts" })).toBeVisible();
  });

  test("the language switch translates the interface and is remembered", async ({ page }) => {
    await page.getByLabel("Language").first().selectOption("pt");
    await expect(page.getByRole("heading", { name: "Bem-vindo ao Atende" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "Conversas" })).toBeVisible();
    await page.getByLabel("Idioma").first().selectOption("es");
    await expect(page.getByRole("link", { name: "Conversaciones" })).toBeVisible();
  });
});
