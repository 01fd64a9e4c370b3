import { request as newRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN, expect, test } from "./support/fixtures";
import { NO_POSTGRES, onFreshPostgres, postgresUrl } from "./support/postgres";
import { startServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";

// The browser's session cookie ends with logout, at once and on every process, and has an
// absolute lifetime however often the page polls it.
const SESSION_COOKIE = "next-auth.session-token";

/** Signs in the way the login page does, without a page: the token route, then next-auth's exchange. */
async function cookieSession(baseURL: string): Promise<APIRequestContext> {
  const api = await newRequest.newContext({ baseURL });
  const { token } = await (await api.post("/api/auth/login", { data: ADMIN })).json();
  const { csrfToken } = await (await api.get("/api/auth/csrf")).json();
  const exchanged = await api.post("/api/auth/callback/access-token", { form: { token, csrfToken, json: "true" } });
  expect(exchanged.ok()).toBe(true);
  expect((await api.storageState()).cookies.map((c) => c.name)).toContain(SESSION_COOKIE);
  return api;
}

/** The session cookie alone, replayed from a fresh client. */
async function replay(baseURL: string, value: string, path = "/api/auth/me") {
  const api = await newRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${value}` } });
  const res = await api.get(path, { maxRedirects: 0 });
  const answer = { status: res.status(), location: res.headers().location };
  await api.dispose();
  return answer;
}

test("a logged-out session cookie replayed gets 401 at once, and its pages send it to sign in", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
  expect((await replay(baseURL!, cookie)).status).toBe(200);

  await page.getByRole("navigation").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await replay(baseURL!, cookie)).status).toBe(401);
  const tickets = await replay(baseURL!, cookie, "/tickets");
  expect(tickets.status).toBe(307);
  expect(tickets.location).toContain("/login");
});

test("a logged-out session cookie gets no user from /api/auth/session", async ({ baseURL }) => {
  const api = await cookieSession(baseURL!);
  const cookie = (await api.storageState()).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  /** What /api/auth/session answers the cookie alone, replayed from a fresh client. */
  const session = async () => {
    const replayed = await newRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    const answer = await (await replayed.get("/api/auth/session")).json();
    await replayed.dispose();
    return answer;
  };
  expect(await session()).toMatchObject({ user: { email: ADMIN.email } });
  expect((await api.delete("/api/auth/logout")).status()).toBe(204);
  expect(await session()).toEqual({});
  await api.dispose();
});

test("polling the session does not renew it for ever: it ends SESSION_TTL_SECONDS after sign-in", async () => {
  const server = await startServer({
    env: { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, SESSION_TTL_SECONDS: "6" },
  });
  try {
    const api = await cookieSession(server.url);
    const started = Date.now();
    // The page's own poll re-issues the cookie every time; the session must still end on time.
    while (Date.now() - started < 8_000) {
      expect((await api.get("/api/auth/session")).ok()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect((await api.get("/api/auth/me")).status()).toBe(401);
    expect(await (await api.get("/api/auth/session")).json()).toEqual({});
    await api.dispose();
  } finally {
    await server.stop();
  }
});

test("with two processes, a cookie logged out through one is refused by the other at once", async () => {
  test.skip(!postgresUrl, NO_POSTGRES);
  test.setTimeout(120_000);
  await onFreshPostgres(async (database) => {
    const env = { ...database, SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password };
    const first = await startServer({ env });
    const second = await startServer({ env });
    try {
      const api = await cookieSession(first.url);
      const cookie = (await api.storageState()).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      // The second process has read the session and keeps it for a moment.
      expect((await replay(second.url, cookie)).status).toBe(200);
      expect((await api.delete("/api/auth/logout")).status()).toBe(204);
      expect((await replay(second.url, cookie)).status).toBe(401);
      await api.dispose();
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
