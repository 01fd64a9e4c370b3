import type { Page } from "@playwright/test";
import { ADMIN, expect, test } from "./support/fixtures";
import { inPortuguese, signInAsAdmin } from "./support/sign-in";

const unique = (label: string) => `${label}-${Date.now().toString(36)}@e2e.test`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
}

test("the admin creates an attendant, who signs in without admin access and changes their own password", async ({
  page,
  browser,
  baseURL,
}) => {
  const attendant = { name: "Ana Attendant", email: unique("ana"), password: "ana-secret-1" };
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/users");
  await page.getByRole("button", { name: "Add attendant" }).click();
  const dialog = page.getByRole("dialog", { name: "Add attendant" });
  await dialog.getByLabel("Name").fill("A");
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("Too Short!")).toBeVisible();
  await expect(dialog.getByText("Invalid email")).toBeVisible();
  await expect(dialog.getByText("Required")).toBeVisible();

  await dialog.getByLabel("Name").fill(attendant.name);
  await dialog.getByLabel("E-mail").fill(attendant.email);
  await dialog.getByLabel("Password", { exact: true }).fill(attendant.password);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Attendant saved successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: attendant.email });
  await expect(row).toContainText(attendant.name);
  await expect(row).toContainText("User");
  await expect(row).toContainText("Active");

  const context = await browser.newContext({ baseURL });
  const theirs = await context.newPage();
  await signIn(theirs, attendant.email, attendant.password);
  const drawer = theirs.getByRole("navigation");
  await expect(drawer.getByRole("link", { name: "Conversations" })).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "Administration" })).toHaveCount(0);
  await expect(drawer.getByRole("link", { name: "Attendants" })).toHaveCount(0);
  await theirs.goto("/users");
  await expect(theirs).toHaveURL(/\/tickets$/);
  const create = await theirs.request.post("/api/users", {
    data: { name: "Sneaky", email: unique("sneaky"), password: "secret123" },
  });
  expect(create.status()).toBe(403);
  expect((await create.json()).error).toBe("ERR_NO_PERMISSION");

  // The same attendant signed in on another device: changing the password there signs this one out.
  const elsewhere = await browser.newContext({ baseURL });
  const otherDevice = await elsewhere.newPage();
  await signIn(otherDevice, attendant.email, attendant.password);

  await theirs.getByRole("button", { name: "Profile" }).click();
  const profile = theirs.getByRole("dialog", { name: "My profile" });
  await expect(profile.getByLabel("Name")).toBeDisabled();
  await expect(profile.getByLabel("E-mail")).toHaveValue(attendant.email);
  await expect(profile.getByLabel("Profile")).toHaveCount(0);
  await profile.getByLabel("Password", { exact: true }).fill("ana-secret-2");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("Required")).toBeVisible();
  await profile.getByLabel("Current password").fill("not-my-password");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.getByText("The current password is wrong.")).toBeVisible();
  await expect(profile.getByLabel("Current password")).toBeFocused();
  await profile.getByLabel("Current password").fill(attendant.password);
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(theirs.getByText("Attendant saved successfully.")).toBeVisible();
  await expect(profile).toBeHidden();
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/tickets$/);
  // The other device's session ended: its socket is closed and the page signs out.
  await expect(otherDevice).toHaveURL(/\/login/);
  expect((await otherDevice.request.get("/api/auth/me")).status()).toBe(401);
  await elsewhere.close();
  await context.close();
});

test("the admin finds a user, deletes it after confirming, and sees the success toast", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const email = unique("leaving");
  const created = await page.request.post("/api/users", {
    data: { name: "Leaving Soon", email, password: "secret123" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/users");
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill("leaving soon");
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Leaving Soon" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Leaving Soon?" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Attendant deleted successfully!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByText("No attendants found.")).toBeVisible();
});

test("Profile opens the user dialog with the signed-in user's own data", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole("button", { name: "Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "My profile" });
  await expect(dialog.getByLabel("E-mail")).toHaveValue(ADMIN.email);
  await expect(dialog.getByLabel("Name")).toHaveValue("Administrador");
  await expect(dialog.getByLabel("Profile")).toHaveValue("SUPERADMIN");
  await expect(dialog.getByLabel("Profile")).toBeDisabled();
  await expect(dialog.getByRole("switch")).toHaveCount(0);
});

test("Add attendant in Portuguese shows its validation messages in Portuguese", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await inPortuguese(page, baseURL!);
  await page.goto("/users");
  await page.getByRole("button", { name: "Adicionar atendente" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar atendente" });
  const english = dialog.getByText(/Too Short!|Too Long!|Invalid email|Required/);
  const add = dialog.getByRole("button", { name: "Adicionar", exact: true });

  await add.click();
  // Name, e-mail and password are all required.
  await expect(dialog.getByText("Obrigatório", { exact: true })).toHaveCount(3);
  await expect(english).toHaveCount(0);

  await dialog.getByLabel("Nome").fill("A");
  await dialog.getByLabel("E-mail").fill("not-an-email");
  await dialog.getByLabel("Senha", { exact: true }).fill("abc");
  await add.click();
  // The name and the password are too short.
  await expect(dialog.getByText("Muito curto!", { exact: true })).toHaveCount(2);
  await expect(dialog.getByText("E-mail inválido", { exact: true })).toBeVisible();
  await expect(english).toHaveCount(0);

  // The phone's menu closes with a button named in Portuguese too.
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.getByRole("dialog", { name: "Abrir menu" });
  await menu.getByRole("button", { name: "Fechar" }).click();
  await expect(menu).toBeHidden();
});
