import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { signInAsAdmin } from "./support/sign-in";
import { signIn } from "./support/simulated-phones";

// A received file over MEDIA_MAX_BYTES: the message stays in the chat with a bubble saying the
// file was too large to keep, in the reader's language, at desktop and phone widths.
const TEXTS = {
  en: "This file was too large to keep. Ask the contact to send it another way.",
  pt: "Este arquivo era grande demais para ser guardado. Peça ao contato que o envie de outra forma.",
  es: "Este archivo era demasiado grande para guardarlo. Pida al contacto que lo envíe de otra forma.",
};
const FILE = { en: "File: contrato.pdf", pt: "Arquivo: contrato.pdf", es: "Archivo: contrato.pdf" };

let server: RunningServer;
let ticketId: number;

test.beforeAll(async () => {
  // A server of its own, started and fed before the pages open.
  test.setTimeout(120_000);
  server = await startServer({
    env: { SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password, MEDIA_MAX_BYTES: "10000" },
  });
  const api = await signIn(server);
  const connections = (await (await api("/api/whatsapp")).json()) as { id: number; name: string }[];
  const { id } = connections.find((connection) => connection.name === "Simulador")!;
  const from = "5511944440000";
  const media = {
    data: Buffer.alloc(20_000, 0x25).toString("base64"),
    mimetype: "application/pdf",
    fileName: "contrato.pdf",
  };
  expect((await api(`/api/simulator/${id}/inbound`, { from, type: "document", media })).status).toBe(202);
  const { conversationTickets } = (await (await api(`/api/tickets?searchParam=${from}`)).json()) as {
    conversationTickets: { id: number }[];
  };
  ticketId = conversationTickets[0].id;
  await expect
    .poll(
      async () =>
        ((await (await api(`/api/messages/${ticketId}`)).json()) as { messages: { mediaUrl: string }[] }).messages[0]
          ?.mediaUrl,
    )
    .toBe("TOO_LARGE");
});
test.afterAll(() => server?.stop());

for (const [locale, width] of [
  ["en", 1280],
  ["pt", 390],
  ["es", 1280],
] as const) {
  test(`the too-large bubble in ${locale} at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: server.url }]);
    await page.goto(`/tickets/${ticketId}`);
    const note = page.getByRole("note").filter({ hasText: TEXTS[locale] });
    await expect(note).toBeVisible();
    await expect(note).toContainText(FILE[locale]);
    // No link or player for a file that was not kept.
    await expect(page.getByRole("link", { name: "contrato.pdf" })).toHaveCount(0);
    await context.close();
  });
}
