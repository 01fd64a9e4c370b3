import { expect, test } from "@playwright/test";
import { CLOUD, startFakeGraphApi, type FakeGraphApi } from "../support/fake-graph-api";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { signIn, type Api } from "./support/simulated-phones";

// The Connections screen says why a connection cannot connect, live, and the Cloud API dialog
// tells its two verify-token fields apart. Meta is the Graph API stand-in, which refuses any token
// but its own.
test.describe.configure({ mode: "serial" });

let graph: FakeGraphApi;
let server: RunningServer;
let api: Api;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  graph = await startFakeGraphApi();
  server = await startServer({
    env: { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, WHATSAPP_CLOUD_API_URL: graph.api },
  });
  api = await signIn(server);
});
test.afterAll(async () => {
  await server?.stop();
  await graph?.close();
});

for (const width of [1280, 390]) {
  test(`at ${width} px a connection Meta refuses shows why, as it happens, and its dialog labels both verify tokens`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto("/connections");
    // The list has been read, its demo connection shown (a server just started answers its first
    // reads slowly on a busy machine).
    await expect(page.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });

    // Added meanwhile elsewhere (through the API), with a token Meta does not accept.
    const name = `Oficial ${width}`;
    const queues = (await (await api("/api/queue")).json()) as { id: number }[];
    const created = await api("/api/whatsapp", {
      name,
      provider: "cloud",
      defaultDepartment: queues[0].id,
      cloudPhoneNumberId: CLOUD.phoneNumberId,
      cloudBusinessAccountId: CLOUD.businessAccountId,
      cloudAccessToken: "revoked-token",
      cloudAppSecret: CLOUD.appSecret,
      cloudVerifyToken: `chosen-${width}`,
    });
    expect(created.status).toBe(201);

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Disconnected", { timeout: 30_000 });
    await expect(row.getByText("The provider refused the tokens: check them.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`reason-${width}.png`) });

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit connection" });
    await expect(dialog.getByText("Meta only calls a public HTTPS address")).toBeVisible();
    const chosen = dialog.getByRole("textbox", { name: "Verify token to set (optional)" });
    const forMeta = dialog.getByRole("textbox", { name: "Verify token to paste in Meta" });
    await expect(chosen).toBeVisible();
    await expect(chosen).toBeEditable();
    await expect(forMeta).toHaveValue(`chosen-${width}`);
    await expect(forMeta).not.toBeEditable();
    await expect(dialog.getByRole("textbox", { name: "Callback URL" })).toHaveValue(
      /\/api\/webhooks\/whatsapp-cloud\//,
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await context.close();
  });
}
