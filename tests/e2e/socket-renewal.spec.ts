import { expect, test, type Browser, type Page, type WebSocket } from "@playwright/test";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { signIn, type Api } from "./support/simulated-phones";

// A page's live socket outlives its session: with sessions of a few seconds (SESSION_TTL_SECONDS),
// the server ends the socket when the session expires, and the page renews the session with its
// refresh cookie and keeps receiving. A deactivated user's page stops at once.
const TTL_SECONDS = 15;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({
    env: {
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SIMULATOR_ENABLED: "1",
      SESSION_TTL_SECONDS: String(TTL_SECONDS),
    },
  });
});
test.afterAll(async () => server?.stop());

/** The page's Socket.IO WebSockets, in the order it opened them, with the frames each received. */
function watchSockets(page: Page) {
  const sockets: { socket: WebSocket; frames: string[] }[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/socket.io/")) return;
    const frames: string[] = [];
    socket.on("framereceived", ({ payload }) => void frames.push(String(payload)));
    sockets.push({ socket, frames });
  });
  return sockets;
}

/** A paired simulator connection of the demo tenant, added through the API. */
async function pairedConnection(api: Api) {
  const [queue] = (await (await api("/api/queue")).json()) as { id: number }[];
  const created = await api("/api/whatsapp", { name: "Renewal", provider: "simulator", defaultDepartment: queue.id });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await api(`/api/simulator/${id}/scan`, {})).status).toBe(200);
  return id;
}

async function pageOf(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test("a signed-in page keeps receiving live events after its session expired: its socket renews", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const connectionId = await pairedConnection(await signIn(server));
  const page = await pageOf(browser);
  const sockets = watchSockets(page);
  await signInAsAdmin(page);
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);

  // The session ends: the server says so on the socket and closes it; the page opens a new one.
  await expect
    .poll(() => sockets[0].frames.some((f) => f.startsWith('42["sessionExpired"')), {
      timeout: (TTL_SECONDS + 10) * 1000,
    })
    .toBe(true);
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(1);
  await expect(page).toHaveURL(/\/tickets$/);

  // A contact writes after the expiry: the renewed socket receives it.
  const body = `after-renewal-${Date.now()}`;
  const api = await signIn(server);
  expect((await api(`/api/simulator/${connectionId}/inbound`, { from: "5511977001234", body })).status).toBe(202);
  await expect
    .poll(() => sockets.at(-1)!.frames.some((f) => f.startsWith('42["appMessage-') && f.includes(body)), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.context().close();
});

test("a deactivated user's page stops at once: its socket is ended and the page signs out", async ({ browser }) => {
  const admin = await signIn(server);
  const email = `leaving-${Date.now()}@e2e.test`;
  const created = await admin("/api/users", { name: "Leaving Now", email, password: "secret123" });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const page = await pageOf(browser);
  const sockets = watchSockets(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);

  const deactivated = await fetch(`${server.url}/api/users/${id}`, {
    method: "PUT",
    headers: { authorization: (await bearerOf()).authorization, "content-type": "application/json" },
    body: JSON.stringify({ status: false }),
  });
  expect(deactivated.status).toBe(200);
  const asked = Date.now();
  await expect
    .poll(() => sockets[0].frames.some((f) => f.startsWith('42["sessionExpired"')), { timeout: 5_000 })
    .toBe(true);
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  expect(Date.now() - asked).toBeLessThan(10_000);
  await page.context().close();
});

/** The admin's Authorization header from a fresh sign-in (tokens here live TTL_SECONDS). */
async function bearerOf() {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
