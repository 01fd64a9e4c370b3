import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, expect, test } from "./support/fixtures";

// Roles seen from the browser, and the session rules of spec section 4: a 403 is retried once
// after a token refresh, a 401 signs the user out.
let seq = 0;
const password = "member-pass-1";

async function adminToken(request: APIRequestContext, baseURL: string) {
  const res = await request.post(`${baseURL}/api/auth/login`, { data: ADMIN });
  return (await res.json()).token as string;
}

async function createMember(request: APIRequestContext, baseURL: string, fields: Record<string, unknown>) {
  const email = `member-${Date.now()}-${++seq}@e2e.test`;
  const res = await request.post(`${baseURL}/api/users`, {
    headers: { authorization: `Bearer ${await adminToken(request, baseURL)}` },
    data: { name: "Member", email, password, profile: "user", ...fields },
  });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, email };
}

async function updateMember(request: APIRequestContext, baseURL: string, id: number, fields: Record<string, unknown>) {
  const res = await request.put(`${baseURL}/api/users/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(request, baseURL)}` },
    data: fields,
  });
  expect(res.status()).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
}

test("an attendant without canSeeAllTickets has All disabled with the spec's tooltip", async ({
  page,
  request,
  baseURL,
}) => {
  const attendant = await createMember(request, baseURL!, {});
  await signIn(page, attendant.email);
  await expect(page.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
  const all = page.getByRole("button", { name: "All" });
  await expect(all).toBeDisabled();
  await all.locator("..").hover();
  await expect(page.getByRole("tooltip")).toHaveText("You don't have permission to view all conversations.");
});

test("an attendant with canSeeAllTickets may choose All", async ({ page, request, baseURL }) => {
  const attendant = await createMember(request, baseURL!, { canSeeAllTickets: true });
  await signIn(page, attendant.email);
  const all = page.getByRole("button", { name: "All" });
  await expect(all).toBeEnabled();
  await all.click();
  await expect(all).toHaveAttribute("aria-pressed", "true");
});

test("an attendant is sent away from admin pages and refused by admin APIs", async ({ page, request, baseURL }) => {
  const attendant = await createMember(request, baseURL!, {});
  await signIn(page, attendant.email);
  await expect(page.getByRole("navigation").getByRole("heading", { name: "Administration" })).toHaveCount(0);
  for (const path of ["/users", "/settings", "/connections", "/queues", "/tags"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/tickets$/);
  }
  const res = await page.request.get("/api/settings");
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toBe("ERR_NO_PERMISSION");
});

test("a 403 is retried once after a token refresh and then shown", async ({ page, request, baseURL }) => {
  const admin = await createMember(request, baseURL!, { profile: "admin" });
  const target = await createMember(request, baseURL!, { name: "Soon Superadmin" });
  await signIn(page, admin.email);
  await page.goto("/users");
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(target.email);
  // The search is debounced: click only once the list shows the search's one result.
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Edit Soon Superadmin" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit attendant" });
  await expect(dialog.getByLabel("E-mail")).toHaveValue(target.email);
  // Meanwhile the target becomes a SUPERADMIN, whom an admin may not edit.
  await updateMember(request, baseURL!, target.id, { profile: "SUPERADMIN" });

  const puts: number[] = [];
  page.on("response", (res) => {
    if (res.request().method() === "PUT" && res.url().includes(`/api/users/${target.id}`)) puts.push(res.status());
  });
  const refreshed = page.waitForRequest((req) => req.url().endsWith("/api/auth/refresh_token"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await refreshed;
  await expect(page.getByRole("status").filter({ hasText: "You don't have permission" })).toBeVisible();
  expect(puts).toEqual([403, 403]);
  await expect(page).toHaveURL(/\/users$/);
});

test("a 401 signs the user out", async ({ page, request, baseURL }) => {
  const member = await createMember(request, baseURL!, { profile: "admin" });
  await signIn(page, member.email);
  await page.goto("/settings");
  await page.route("**/api/settings/**", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ error: "ERR_SESSION_EXPIRED", message: "Please log in" }),
    }),
  );
  await page.getByRole("switch", { name: "User creation" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("idGraf"))).toBeNull();
});

test("a deactivated user's open page is signed out at once, without a click", async ({ page, request, baseURL }) => {
  const member = await createMember(request, baseURL!, { profile: "admin" });
  await signIn(page, member.email);
  await page.goto("/settings");
  await expect(page.getByRole("switch", { name: "User creation" })).toBeVisible();
  await updateMember(request, baseURL!, member.id, { status: false });
  await expect(page).toHaveURL(/\/login/);
});
