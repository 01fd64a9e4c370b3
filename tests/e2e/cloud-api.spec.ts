import { expect, test, type Page } from "@playwright/test";
import {
  CLOUD,
  inboundText,
  signatureOf,
  startFakeGraphApi,
  statusOf,
  webhookBody,
  type FakeGraphApi,
} from "../support/fake-graph-api";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { signIn, type Api } from "./support/simulated-phones";

// A WhatsApp Cloud API connection end to end: created in the screen, Meta's webhooks posted by
// the Graph API stand-in (signed with the app secret as Meta signs them), replies and templates
// reaching the stand-in as Graph API requests.
test.describe.configure({ mode: "serial" });

let graph: FakeGraphApi;
let server: RunningServer;
let api: Api;
let connectionId: number;

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

/** Posts a body to the connection's callback URL as Meta does: raw JSON signed with X-Hub-Signature-256. */
function postWebhook(body: unknown, signature: string | null = signatureOf(JSON.stringify(body))) {
  const raw = JSON.stringify(body);
  return fetch(`${server.url}/api/webhooks/whatsapp-cloud/${connectionId}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    body: raw,
  });
}

type Message = { id: number; body: string; fromMe: boolean };
const messagesOf = async (ticketId: number) =>
  ((await (await api(`/api/messages/${ticketId}`)).json()) as { messages: Message[] }).messages;
async function ticketOf(number: string) {
  const found = (await (await api(`/api/tickets?searchParam=${number}`)).json()) as {
    conversationTickets: { id: number }[];
  };
  return found.conversationTickets[0]?.id;
}
/** Accepts a ticket as the admin, through the API (the screens' accept is tried in the chat suites). */
async function acceptAsAdmin(ticketId: number) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const res = await fetch(`${server.url}/api/tickets/${ticketId}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ status: "open", userId: user.id }),
  });
  expect(res.status).toBe(200);
}

async function openPage(browser: import("@playwright/test").Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

test("an admin adds a Cloud API connection in the screen: checked with Meta, no QR, and the callback URL and verify token to paste into Meta's panel", async ({
  browser,
}) => {
  const page = await openPage(browser);
  await page.goto("/connections");
  await page.getByRole("button", { name: "Add connection" }).click();
  const dialog = page.getByRole("dialog", { name: "Add connection" });
  await dialog.getByLabel("Name").fill("Oficial");
  await dialog.getByLabel("Provider").selectOption({ label: "WhatsApp Cloud API (official)" });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("Required").first()).toBeVisible();
  await dialog.getByLabel("Phone number ID").fill(CLOUD.phoneNumberId);
  await dialog.getByLabel("WhatsApp Business Account ID").fill(CLOUD.businessAccountId);
  await dialog.getByLabel("Access token").fill(CLOUD.accessToken);
  await dialog.getByLabel("App secret").fill(CLOUD.appSecret);
  await dialog.getByLabel("Verify token").fill(CLOUD.verifyToken);
  await dialog.getByLabel("Default department").selectOption({ label: "Atendimento" });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: "Oficial" });
  await expect(row).toContainText("Connected");
  await expect(row).toContainText("551140001234");
  await expect(row.getByRole("button", { name: "QR code" })).toHaveCount(0);

  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  connectionId = connections.find((c) => c.name === "Oficial")!.id;
  await row.getByRole("button", { name: "Edit Oficial" }).click();
  const edit = page.getByRole("dialog", { name: "Edit connection" });
  const callbackUrl = edit.getByRole("textbox", { name: "Callback URL" });
  await expect(callbackUrl).toHaveValue(new RegExp(`/api/webhooks/whatsapp-cloud/${connectionId}$`));
  await expect(edit.getByRole("textbox", { name: "Verify token" }).last()).toHaveValue(CLOUD.verifyToken);
  await expect(edit.getByLabel("Access token")).toHaveValue("");

  // Meta's verification request, with the token shown on screen.
  const callback = await callbackUrl.inputValue();
  const verified = await fetch(
    `${callback}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${CLOUD.verifyToken}`,
  );
  expect([verified.status, await verified.text()]).toEqual([200, "1158201444"]);
  expect((await fetch(`${callback}?hub.mode=subscribe&hub.challenge=1&hub.verify_token=wrong`)).status).toBe(403);
  await page.context().close();
});

test("an unsigned or wrongly signed webhook is refused and stores nothing; a signed text becomes a ticket, once however often it is redelivered", async () => {
  const body = inboundText(
    "5511988887777",
    "wamid.HBgNNTUxMTk4ODg4Nzc3NxUCABIYFjNFQjA",
    "Olá, quero saber do meu pedido",
  );
  expect((await postWebhook(body, null)).status).toBe(401);
  expect((await postWebhook(body, signatureOf(JSON.stringify(body), "not-the-app-secret"))).status).toBe(401);
  expect(await ticketOf("5511988887777")).toBeUndefined();

  for (let i = 0; i < 3; i++) expect((await postWebhook(body)).status).toBe(200);
  const ticketId = await ticketOf("5511988887777");
  expect(ticketId).toBeDefined();
  expect((await messagesOf(ticketId)).map((m) => m.body)).toEqual(["Olá, quero saber do meu pedido"]);
});

test("a reply reaches the Graph API with the contact's number and text, and Meta's statuses move its ticks", async ({
  browser,
}) => {
  const ticketId = await ticketOf("5511988887777");
  await acceptAsAdmin(ticketId);
  const page = await openPage(browser);
  await page.goto(`/tickets/${ticketId}`);
  await expect(page.getByRole("log", { name: "Messages" }).getByText("Olá, quero saber do meu pedido")).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Seu pedido sai hoje à tarde");
  await page.getByRole("button", { name: "Send" }).click();
  // The signature option is on by default: the attendant's name in bold comes first.
  const isReply = (send: Record<string, unknown>) =>
    !!(send.text as { body?: string } | undefined)?.body?.endsWith("\nSeu pedido sai hoje à tarde");
  await expect
    .poll(() => graph.sends().find(isReply))
    .toMatchObject({
      messaging_product: "whatsapp",
      to: "5511988887777",
      type: "text",
    });
  const bubble = page.locator("[data-message-id]").filter({ hasText: "Seu pedido sai hoje à tarde" });
  await expect(bubble.getByRole("img", { name: "Sent" })).toBeVisible();

  const wamid = graph.wamidOf(isReply)!;
  expect((await postWebhook(statusOf(wamid, "delivered", "5511988887777"))).status).toBe(200);
  await expect(bubble.getByRole("img", { name: "Delivered" })).toBeVisible();
  expect((await postWebhook(statusOf(wamid, "read", "5511988887777"))).status).toBe(200);
  await expect(bubble.getByRole("img", { name: "Read" })).toBeVisible();
  await page.context().close();
});

test("after 24 hours the composer offers the approved templates instead of free text, and a filled template reaches the Graph API", async ({
  browser,
}) => {
  const from = "5511977776666";
  const dayAgo = String(Math.floor(Date.now() / 1000) - 25 * 3600);
  const old = webhookBody({
    contacts: [{ profile: { name: "João" }, wa_id: from }],
    messages: [{ from, id: "wamid.OLD", timestamp: dayAgo, type: "text", text: { body: "Ontem" } }],
  });
  expect((await postWebhook(old)).status).toBe(200);
  const ticketId = await ticketOf(from);
  await acceptAsAdmin(ticketId);

  for (const width of [1280, 390]) {
    const page = await openPage(browser, width);
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByRole("note").filter({ hasText: "More than 24 hours have passed" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveCount(0);
    const templates = page.getByRole("region", { name: "Template" });
    await templates.getByLabel("Template", { exact: true }).selectOption({ label: "retomar_atendimento (pt_BR)" });
    await templates.getByRole("button", { name: "Send template" }).click();
    await expect(templates.getByText("Required").first()).toBeVisible();
    await templates.getByLabel("Variable 1").fill(width > 600 ? "João" : "Sr. João");
    await templates.getByLabel("Variable 2").fill("a entrega");
    await templates.getByRole("button", { name: "Send template" }).click();
    const text = `Olá ${width > 600 ? "João" : "Sr. João"}, podemos retomar seu atendimento sobre a entrega?`;
    await expect(page.locator("[data-message-id]").filter({ hasText: text })).toBeVisible();
    await expect
      .poll(() =>
        graph
          .sends()
          .filter((s) => s.type === "template" && JSON.stringify(s).includes(width > 600 ? '"João"' : "Sr. João")),
      )
      .toEqual([
        expect.objectContaining({
          to: from,
          template: expect.objectContaining({ name: "retomar_atendimento", language: { code: "pt_BR" } }),
        }),
      ]);
    await page.context().close();
  }
});
