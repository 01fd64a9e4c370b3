import { expect, type Page } from "@playwright/test";
import { ADMIN } from "./fixtures";

/**
 * Signs the demo administrator in and opens /tickets. It makes the calls the login form makes
 * (the token route, then next-auth's exchange for the session cookie) from the page's own request
 * context, whose cookies are the page's: a sign-in of the page's own, without rendering and
 * filling the form, which tests/e2e/sign-in.spec.ts covers.
 */
export async function signInAsAdmin(page: Page) {
  await signInAs(page, ADMIN);
}

/** The same sign-in for any user, by e-mail and password. */
export async function signInAs(page: Page, credentials: { email: string; password: string }) {
  const login = await page.request.post("/api/auth/login", { data: credentials });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const exchanged = await page.request.post("/api/auth/callback/access-token", {
    form: { token, csrfToken, json: "true" },
  });
  expect(exchanged.ok()).toBe(true);
  await page.goto("/tickets");
  await expect(page).toHaveURL(/\/tickets$/);
}

/** The page's browser context reads the app in Portuguese from now on (next-intl's locale cookie). */
export async function inPortuguese(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", url: baseURL }]);
}
