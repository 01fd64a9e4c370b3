import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { signIn, type Api } from "./support/simulated-phones";

// The Integrations screen end to end: API keys shown once and working on /api/v1, webhook
// endpoints whose deliveries to a receiver on loopback show in the log as they happen, the public
// API's reference, and an attendant kept out. The server is this file's own: WEBHOOK_PRIVATE_HOSTS
// lets it post to the receiver, and a minute between tries keeps a failed delivery waiting for
// the admin's retry.
test.describe.configure({ mode: "serial" });

type Hit = { path: string; headers: Record<string, string>; body: string };

let server: RunningServer;
let api: Api;
let receiver: Server;
let receiverUrl: string;
/** What the receiver answers next. */
let answer = 200;
const hits: Hit[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", headers: req.headers as Record<string, string>, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startServer({
    env: {
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_PRIVATE_HOSTS: new URL(receiverUrl).host,
      JOB_RETRY_BASE_MS: "60000",
    },
  });
  api = await signIn(server);
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Opens /integrations from the menu, as an admin would (a sheet under 600 px). */
async function openFromMenu(page: Page, width: number) {
  if (width < 600) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
}

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`at ${width} px an admin creates an API key, sees it once, and it works on the public API until revoked`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width);
    await openFromMenu(page, width);
    const name = `ERP ${width}`;
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API key" });
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(dialog.getByText("Required")).toBeVisible();
    await expect(dialog.getByText("Choose at least one")).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("checkbox", { name: /tickets:read/ }).check();
    await dialog.getByRole("checkbox", { name: /messages:send/ }).check();
    await dialog.getByRole("button", { name: "Create", exact: true }).click();

    const shown = page.getByRole("dialog", { name: "Your new API key" });
    await expect(shown.getByText("you will not see it again")).toBeVisible();
    const keyField = shown.getByRole("textbox", { name: "API key" });
    const key = await keyField.inputValue();
    expect(key).toMatch(/^atd_[A-Za-z0-9_-]{40,}$/);
    await expect(shown.getByRole("button", { name: "Copy API key" })).toBeInViewport();
    await fitsTheScreen(page, width);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("messages:send");
    await expect(row).toContainText("tickets:read");
    await expect(page.locator("body")).not.toContainText(key);
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByRole("dialog", { name: "Create API key" }).getByLabel("Name")).toHaveValue("");
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.locator("body")).not.toContainText(key);
    await fitsTheScreen(page, width);

    const read = () => fetch(`${server.url}/api/v1/tickets`, { headers: { authorization: `Bearer ${key}` } });
    expect((await read()).status).toBe(200);

    const revoke = row.getByRole("button", { name: `Revoke ${name}` });
    await expect(revoke).toBeInViewport();
    await revoke.click();
    const confirm = page.getByRole("alertdialog", { name: `Revoke the key ${name}?` });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    // While the confirmation is open the page behind it is aria-hidden, so no row is found by role.
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    expect((await read()).status).toBe(401);
    await page.context().close();
  });

  test(`at ${width} px an admin adds a webhook endpoint and follows its deliveries live: delivered, failing, disabled with why, retried`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width);
    await page.goto("/integrations");
    const url = `${receiverUrl}/hook-${width}`;
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add webhook endpoint" });
    await dialog.getByLabel("URL").fill(url);
    await dialog.getByRole("checkbox", { name: "message.received" }).check();
    await dialog.getByLabel("Description").fill("The ERP");
    await dialog.getByRole("button", { name: "Save" }).click();
    const shown = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
    const secret = await shown.getByRole("textbox", { name: "Signing secret" }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(page.locator("body")).not.toContainText(secret);

    const endpoint = page.getByRole("listitem", { name: url });
    await expect(endpoint).toContainText("Enabled");
    await expect(endpoint).toContainText("message.received");
    await endpoint.getByRole("button", { name: "Deliveries" }).click();
    const log = endpoint.getByRole("region", { name: `Deliveries to ${url}` });
    await expect(log).toContainText("No deliveries yet.");
    await fitsTheScreen(page, width);

    // A ping sent from elsewhere (the API) reaches the open log by socket, delivered and signed with the secret shown.
    const { id } = ((await (await api("/api/webhook-endpoints")).json()) as { id: string; url: string }[]).find(
      (each) => each.url === url,
    )!;
    expect((await api(`/api/webhook-endpoints/${id}/test`, {})).status).toBe(202);
    const pings = log.getByRole("listitem").filter({ hasText: "ping" });
    await expect(pings.first()).toContainText("Delivered");
    await expect(pings.first()).toContainText("200");
    const hit = hits.findLast((each) => each.path === `/hook-${width}`)!;
    expect(() => new Webhook(secret).verify(hit.body, hit.headers)).not.toThrow();

    // A receiver answering 500 leaves the delivery waiting for its next try, with the answer shown.
    answer = 500;
    await endpoint.getByRole("button", { name: "Send test" }).click();
    const retrying = log.getByRole("listitem").filter({ hasText: "Retrying" });
    await expect(retrying).toHaveCount(1);
    await expect(retrying).toContainText("500");
    await expect(retrying).toContainText("Next try");
    const retry = retrying.getByRole("button", { name: "Retry the ping delivery" });
    await expect(retry).toBeInViewport();
    answer = 200;
    await retry.click();
    await expect(retrying).toHaveCount(0);
    await expect(pings).toHaveCount(2);
    await expect(log.getByRole("listitem").filter({ hasText: "Delivered" })).toHaveCount(2);

    // A 410 fails the delivery and the server disables the endpoint: the page says so, and why, at once.
    answer = 410;
    await endpoint.getByRole("button", { name: "Send test" }).click();
    await expect(log.getByRole("listitem").filter({ hasText: "Failed" })).toContainText("410");
    await expect(endpoint).toContainText("Disabled by the server: The receiver answered 410 Gone");
    await expect(endpoint.getByRole("button", { name: "Send test" })).toBeDisabled();

    // Enabled again in the edit dialog, the failed delivery is retried and delivered.
    answer = 200;
    await endpoint.getByRole("button", { name: `Edit ${url}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit webhook endpoint" });
    await expect(edit.getByLabel("Description")).toHaveValue("The ERP");
    await edit.getByRole("switch", { name: "Enabled" }).click();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(endpoint).not.toContainText("Disabled by the server");
    await log.getByRole("button", { name: "Retry the ping delivery" }).click();
    await expect(log.getByRole("listitem").filter({ hasText: "Delivered" })).toHaveCount(3);
    await fitsTheScreen(page, width);

    await endpoint.getByRole("button", { name: `Delete ${url}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(endpoint).toHaveCount(0);
    await page.context().close();
  });
}

test("the public API's reference renders every operation from the OpenAPI document, signed out, with no CSP violation", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/developers");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { name: "Public API reference", level: 1 })).toBeVisible();

  const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
  );
  expect(operations.length).toBeGreaterThan(5);
  for (const operation of operations) {
    const article = page.locator(`article#${operation.operationId}`);
    await expect(article.getByRole("heading", { level: 2 })).toContainText(operation.path);
    await expect(article.getByRole("heading", { level: 2 })).toContainText(operation.method);
    await expect(article).toContainText(operation.summary);
    await expect(article.locator("pre")).toContainText('-H "Authorization: Bearer atd_…"');
  }
  const send = page.locator("article#postMessages");
  await expect(send).toContainText("Scope: messages:send");
  await expect(send.getByRole("region", { name: "Body (JSON)" })).toContainText("number");
  await expect(send).toContainText("ERR_API_KEY_SCOPE");
  await expect(send.locator("pre")).toContainText(`curl -X POST "${server.url}/api/v1/messages"`);

  await page.getByRole("link", { name: /post\s*\/api\/v1\/messages/i }).click();
  await expect(page).toHaveURL(/#postMessages$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("an attendant has no Integrations entry and is sent away from the screen and its APIs", async ({ browser }) => {
  const email = `attendant-${Date.now()}@e2e.test`;
  const password = "attendant-pass-1";
  const created = await api("/api/users", { name: "Attendant", email, password, profile: "user" });
  expect(created.status).toBe(201);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole("link", { name: "Integrations" })).toHaveCount(0);
  await page.goto("/integrations");
  await expect(page).toHaveURL(/\/tickets$/);
  for (const path of ["/api/api-keys", "/api/webhook-endpoints"]) {
    const res = await page.request.get(path);
    expect(res.status()).toBe(403);
  }
  await context.close();
});
