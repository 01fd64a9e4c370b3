import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { sampleVideo } from "../support/sample-video";
import { chromiumArgs, chromiumExecutable } from "./support/chromium";
import { pairedDefaultSimulator } from "./support/connections";
import { erpToken, makeErpAdmin } from "./support/erp";
import { ADMIN, expect, test } from "./support/fixtures";
import { solidPng } from "./support/png";
import { signInAsAdmin } from "./support/sign-in";

// The chat of a ticket, driven by the simulator: a contact writes through POST /inbound, what the
// inbox sends lands in GET /outbox, acks advance through POST /ack.
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
});

type Outbox = {
  messages: {
    id: string;
    to: string;
    type: string;
    body: string;
    mimetype?: string;
    ack: number;
    forwarded: boolean;
    quotedId?: string;
  }[];
};
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
/** A photo's size (800 × 600), so a chat that drew it before it loaded would grow when it does. */
const PHOTO = solidPng(800, 600);

let connectionId: number;
let seq = 0;
const number = () => `55119${Date.now().toString().slice(-6)}${seq++ % 10}`;

async function connection(request: APIRequestContext) {
  connectionId ||= await pairedDefaultSimulator(request, `Chat sim ${Date.now()}`);
  return connectionId;
}

async function inbound(request: APIRequestContext, from: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/simulator/${await connection(request)}/inbound`, {
    data: { from, name: `Cliente ${from.slice(-4)}`, ...data },
  });
  expect(res.status()).toBe(202);
}

async function ticketOf(request: APIRequestContext, from: string): Promise<number> {
  const found = await (await request.get(`/api/tickets?searchParam=${from}`)).json();
  return found.conversationTickets[0].id;
}

const outbox = async (request: APIRequestContext): Promise<Outbox["messages"]> =>
  ((await (await request.get(`/api/simulator/${connectionId}/outbox`)).json()) as Outbox).messages;

async function accept(page: Page) {
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Accept conversation" });
  await dialog.getByLabel("Department").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByLabel("Message", { exact: true })).toBeEnabled();
}

/** A tenth of a second of a 440 Hz tone as 8 kHz 16-bit mono WAV, base64. */
function wavBase64() {
  const samples = 800;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / 8000) * 8000), 44 + i * 2);
  return wav.toString("base64");
}

test.describe("chat", () => {
  // One server on two shared cores: sign-in, sends and socket round trips take their time.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("accept, reply with Enter (sent once), live ack, transfer to another queue and resolve", async ({
    page,
  }, testInfo) => {
    const from = number();
    await inbound(page.request, from, { body: "Bom dia, preciso de ajuda" });
    const ticketId = await ticketOf(page.request, from);
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByText("Bom dia, preciso de ajuda")).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute(
      "placeholder",
      "Reopen or accept this conversation to send messages.",
    );

    await accept(page);
    // Opening an open ticket puts the cursor in the composer.
    await page.goto(`/tickets/${ticketId}`);
    const input = page.getByLabel("Message", { exact: true });
    await expect(input).toBeFocused();
    await input.fill("   ");
    await input.press("Enter");
    await input.fill("Olá! Como posso ajudar?");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    const bubble = page.locator("[data-message-id]").filter({ hasText: "Como posso ajudar?" });
    await expect(bubble).toHaveCount(1);

    await expect
      .poll(async () => (await outbox(page.request)).filter((m) => m.body.includes("Como posso ajudar?")).length)
      .toBe(1);
    const sent = (await outbox(page.request)).find((m) => m.body.includes("Como posso ajudar?"))!;
    expect(sent.body).toMatch(/^\*.+\*\nOlá! Como posso ajudar\?$/);
    expect(sent.to).toBe(from);
    await expect(bubble.getByRole("img", { name: "Sent" })).toBeVisible();
    await page.request.post(`/api/simulator/${connectionId}/ack`, { data: { id: sent.id, ack: 3 } });
    await expect(bubble.getByRole("img", { name: "Delivered" })).toBeVisible();
    await page.request.post(`/api/simulator/${connectionId}/ack`, { data: { id: sent.id, ack: 4 } });
    await expect(bubble.getByRole("img", { name: "Read" })).toBeVisible();
    await expect(page.locator("[data-message-id]").filter({ hasText: "Como posso ajudar?" })).toHaveCount(1);
    // The signature's bold marks show as bold in the ticket's row too, not as asterisks.
    const row = page.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`);
    await expect(row).toContainText("Administrador Olá! Como posso ajudar?");
    await expect(row.locator("strong")).toHaveText("Administrador");
    // The contact answers quoting it: the quote shows the signature in bold, not between asterisks.
    await inbound(page.request, from, { body: "Quero saber do pedido", quotedId: sent.id });
    const answer = page.locator("[data-message-id]").filter({ hasText: "Quero saber do pedido" });
    await expect(answer).toContainText("Administrador Olá! Como posso ajudar?");
    await expect(answer).not.toContainText("*Administrador*");

    await page.setViewportSize({ width: 1280, height: 800 });
    await testInfo.attach("chat-1280", { body: await page.screenshot(), contentType: "image/png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
    // On a phone the contact's name keeps its room: tags and resolve stay, the rest is one menu away.
    const contactName = page
      .getByRole("button", { name: `Details of Cliente ${from.slice(-4)}` })
      .getByText(`Cliente ${from.slice(-4)}`, { exact: true });
    expect(await contactName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByRole("button", { name: "Transfer" })).toBeHidden();
    await page.getByRole("button", { name: "More conversation actions" }).click();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
      "Schedule a message",
      "Transfer",
      "Return to pending",
      "Delete",
    ]);
    await testInfo.attach("chat-390", { body: await page.screenshot(), contentType: "image/png" });
    await page.keyboard.press("Escape");
    // A small tablet keeps the menu beside the chat: the chat's own width decides, not the window's.
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(page.getByRole("button", { name: "More conversation actions" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("button", { name: "Back" })).toBeHidden();
    await expect(page.getByRole("button", { name: "More conversation actions" })).toBeHidden();

    const queue = `Financeiro ${Date.now().toString(36)}`;
    expect(
      (
        await page.request.post("/api/queue", { data: { name: queue, color: `#${Date.now().toString(16).slice(-6)}` } })
      ).ok(),
    ).toBe(true);
    await page.getByRole("button", { name: "Transfer" }).click();
    const dialog = page.getByRole("dialog", { name: "Transfer conversation" });
    const accepted = await (await page.request.get(`/api/tickets/${ticketId}`)).json();
    await expect(dialog.getByLabel("Department"), "starts on the ticket's department").toHaveValue(
      String(accepted.queueId),
    );
    await dialog.getByLabel("Department").selectOption({ label: queue });
    await dialog.getByLabel("Keep the conversation open").check();
    await dialog.getByRole("button", { name: "Transfer", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`Assigned to Administrador - ${queue}`, { exact: false })).toBeVisible();
    const transferred = await (await page.request.get(`/api/tickets/${ticketId}`)).json();
    expect(transferred).toMatchObject({ status: "open", queue: { name: queue } });

    await page.getByRole("button", { name: "Resolve" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    expect((await (await page.request.get(`/api/tickets/${ticketId}`)).json()).status).toBe("closed");

    // The resolved ticket reads as resolved and is reopened, not accepted; the confirmation says what happens.
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByText(`Resolved · handled by Administrador - ${queue}`)).toBeVisible();
    await expect(page.getByText("Assigned to", { exact: false })).toHaveCount(0);
    await page.getByRole("button", { name: "Reopen", exact: true }).click();
    const reopening = page.getByRole("dialog", { name: "Accept conversation" });
    await reopening.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(
      page.getByRole("alertdialog").getByText("The conversation will open with the chosen attendant and department."),
    ).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByLabel("Message", { exact: true })).toBeEnabled();
  });

  test("an image and an audio from the contact render, the audio coming while the chat is open; a recorded audio goes out as MP3", async ({
    page,
  }) => {
    const from = number();
    await inbound(page.request, from, {
      type: "image",
      body: "foto",
      media: { data: PNG, mimetype: "image/png", fileName: "foto.png" },
    });
    const ticketId = await ticketOf(page.request, from);
    await page.goto(`/tickets/${ticketId}`);
    const image = page.getByRole("img", { name: "foto.png" });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await inbound(page.request, from, {
      type: "audio",
      media: { data: wavBase64(), mimetype: "audio/wav", fileName: "voz.wav" },
    });
    const audio = page.getByLabel("Audio", { exact: true });
    await expect(audio).toHaveAttribute("src", /\/api\/messages\/download-file\/.+\.wav$/);
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0);

    await accept(page);
    await page.getByRole("button", { name: "Record audio" }).click();
    // Two seconds of the fake microphone make several times the 10,000 bytes under which nothing is sent.
    await expect(page.getByRole("timer", { name: "Recording" })).toHaveText(/^0:0[2-9]$/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Send audio" }).click();
    await expect
      .poll(
        async () => (await outbox(page.request)).filter((m) => m.to === from && m.mimetype === "audio/mpeg").length,
        { timeout: 60_000 },
      )
      .toBe(1);
  });

  test("a video from the contact shows as its still, and only opening it loads the video", async ({ page }) => {
    const from = number();
    const media = { data: (await sampleVideo()).toString("base64"), mimetype: "video/mp4", fileName: "visita.mp4" };
    await inbound(page.request, from, { type: "video", body: "a visita", media });
    const ticketId = await ticketOf(page.request, from);
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/download-file\/\d+\/[0-9a-f-]+\.mp4$/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto(`/tickets/${ticketId}`);
    const still = page.getByRole("img", { name: "visita.mp4" });
    await expect(still).toBeVisible();
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(videoRequests, "the chat drew the still without fetching the video").toEqual([]);

    await page.getByRole("button", { name: "Open the media full size" }).click();
    const video = page.getByRole("dialog", { name: "visita.mp4" }).locator("video");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.duration)).toBeGreaterThan(1.5);
    expect(videoRequests.length).toBeGreaterThan(0);
  });

  test("an ack that comes while the chat reads its messages again is not undone by that read", async ({ page }) => {
    const from = number();
    await inbound(page.request, from, { body: "Oi, tudo bem?" });
    const ticketId = await ticketOf(page.request, from);
    const me: { id: number } = await (await page.request.get("/api/auth/me")).json();
    const queues: { id: number }[] = await (await page.request.get("/api/queue")).json();
    expect(
      (
        await page.request.put(`/api/tickets/${ticketId}`, {
          data: { status: "open", userId: me.id, queueId: queues[0].id },
        })
      ).ok(),
    ).toBe(true);
    expect((await page.request.post(`/api/messages/${ticketId}`, { data: { body: "Já verifico" } })).ok()).toBe(true);
    const sentAck = async () => {
      const { messages } = await (await page.request.get(`/api/messages/${ticketId}`)).json();
      return (messages as { body: string; ack: number }[]).find((m) => m.body.endsWith("Já verifico"))?.ack;
    };
    await expect.poll(sentAck).toBe(1);
    const sent = (await outbox(page.request)).find((m) => m.to === from && m.body.endsWith("Já verifico"))!;

    // The page comes with its messages; once the chat listens to the socket it reads them again.
    // That read is answered only after a delivery ack went out on the socket and the chat showed it.
    const bubble = page.locator("[data-message-id]").filter({ hasText: "Já verifico" });
    await page.route(
      `**/api/messages/${ticketId}`,
      async (route) => {
        const stale = await route.fetch();
        await page.request.post(`/api/simulator/${connectionId}/ack`, { data: { id: sent.id, ack: 3 } });
        await expect(bubble.getByRole("img", { name: "Delivered" })).toBeVisible();
        await route.fulfill({ response: stale });
      },
      { times: 1 },
    );
    const readAgain = page.waitForEvent(
      "requestfinished",
      (request) => new URL(request.url()).pathname === `/api/messages/${ticketId}`,
    );
    await page.goto(`/tickets/${ticketId}`);
    await expect(bubble.getByRole("img", { name: "Sent" })).toBeVisible();
    await readAgain;
    // The answer is applied within a frame or two of arriving.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(bubble.getByRole("img", { name: "Delivered" })).toBeVisible();
    await expect(bubble.getByRole("img", { name: "Sent" })).toHaveCount(0);
  });

  test("a chat opens at its end, or at its unread divider, and stays there while its photos load", async ({ page }) => {
    const from = number();
    const contact = `Cliente ${from.slice(-4)}`;
    const photo = (n: number) => ({
      type: "image",
      body: `foto ${n}`,
      media: { data: PHOTO, mimetype: "image/png", fileName: `foto-${n}.png` },
    });
    for (let i = 1; i <= 24; i++) await inbound(page.request, from, { body: `mensagem ${i}` });
    for (const n of [1, 2]) await inbound(page.request, from, photo(n));
    await inbound(page.request, from, { body: "depois das fotos" });
    const ticketId = await ticketOf(page.request, from);
    const log = page.getByRole("log", { name: "Messages" });
    // Photos loaded, then two frames for the list to measure and place itself.
    const settled = async () => {
      await expect
        .poll(() =>
          log
            .locator("img")
            .evaluateAll(
              (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete),
            ),
        )
        .toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    // How far the latest message's bottom is from the chat's bottom edge (the list keeps a little room below it).
    const fromEnd = async () => {
      const [list, latest] = [await log.boundingBox(), await log.locator("[data-message-id]").last().boundingBox()];
      return list!.y + list!.height - (latest!.y + latest!.height);
    };

    // By its address: more unread messages than its first page holds, so it opens at its end.
    await page.goto(`/tickets/${ticketId}`);
    await expect(log.getByText("depois das fotos")).toBeVisible();
    await settled();
    const gap = await fromEnd();
    expect(gap, "px from the end").toBeGreaterThanOrEqual(0);
    expect(gap, "px from the end").toBeLessThanOrEqual(24);

    // From the list, on a phone, after four more: at the divider above them, under the day's header.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/tickets");
    for (const n of [3, 4, 5]) await inbound(page.request, from, photo(n));
    await inbound(page.request, from, { body: "mais uma" });
    await page.getByRole("tab", { name: /Pending/ }).click();
    await page.getByTestId("ticket-row").filter({ hasText: contact }).getByRole("link").click();
    const divider = log.getByRole("separator", { name: "4 unread messages" });
    await expect(divider).toBeVisible();
    await settled();
    const top = (await divider.boundingBox())!.y - (await log.boundingBox())!.y;
    // Below the sticky day header (40 px) and the divider's own margin.
    expect(top, "the divider's distance from the top of the chat").toBeGreaterThanOrEqual(36);
    expect(top, "the divider's distance from the top of the chat").toBeLessThanOrEqual(56);
  });

  test("a chat opened by its address has its messages in the document before any script runs, and its buttons disabled till they work", async ({
    page,
    browser,
    baseURL,
  }) => {
    const from = number();
    await inbound(page.request, from, { body: "Chegou com o documento" });
    const ticketId = await ticketOf(page.request, from);
    const noScripts = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
    });
    const bare = await noScripts.newPage();
    await bare.goto(`/tickets/${ticketId}`);
    await expect(bare.getByText("Chegou com o documento")).toBeInViewport();
    // A click there would be lost: nothing listens to it yet.
    await expect(bare.getByRole("button", { name: "Accept" })).toBeDisabled();
    await expect(
      bare.getByRole("toolbar", { name: "Conversation actions" }).getByRole("button", { name: "Tags" }),
    ).toBeDisabled();
    await noScripts.close();
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByRole("button", { name: "Accept" })).toBeEnabled();
  });

  test("reading back, older pages load as the list nears its top, on past the point where it draws only what is on screen", async ({
    page,
  }) => {
    const from = number();
    for (let i = 1; i <= 130; i++) await inbound(page.request, from, { body: `antiga ${i}` });
    const ticketId = await ticketOf(page.request, from);
    await page.goto(`/tickets/${ticketId}`);
    const log = page.getByRole("log", { name: "Messages" });
    await expect(log.getByText("antiga 130", { exact: true })).toBeInViewport();
    await log.hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, -3000);
          return log.getByText("antiga 1", { exact: true }).isVisible();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(true);
    // By then the list draws the rows around what is on screen, not every loaded message.
    await expect(log.getByText("antiga 130", { exact: true })).toHaveCount(0);
    await expect(log.getByRole("separator", { name: "Today" })).toBeInViewport();
  });

  test("a message 300 messages deep opens highlighted with ?messageId=, the day sticky on top, paging to the latest", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const from = number();
    for (let i = 1; i <= 301; i++) await inbound(page.request, from, { body: `mensagem ${i}` });
    const ticketId = await ticketOf(page.request, from);
    const oldest = await (await page.request.get(`/api/messages/${ticketId}?pageNumber=16`)).json();
    const target = oldest.messages.find((m: { body: string }) => m.body === "mensagem 1");
    await page.goto(`/tickets/${ticketId}?messageId=${target.id}`);
    const bubble = page.locator(`[data-message-id="${target.id}"]`);
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveAttribute("data-highlighted", "true");
    await expect(bubble).toHaveAttribute("aria-current", "true");
    await expect(bubble).toBeInViewport();
    await expect(page.getByText("mensagem 301", { exact: true })).toHaveCount(0);

    // Scrolling down pages newer messages in until the latest; the day stays on top all the way.
    const log = page.getByRole("log", { name: "Messages" });
    const today = log.getByRole("separator", { name: "Today" });
    await log.hover();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2000);
          return page.getByText("mensagem 301", { exact: true }).isVisible();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(true);
    await page.mouse.wheel(0, -1500);
    await expect(page.getByText("mensagem 1", { exact: true })).toHaveCount(0);
    await expect(today).toBeVisible();
    const [day, list] = [await today.boundingBox(), await log.boundingBox()];
    expect(Math.abs(day!.y - list!.y)).toBeLessThan(8);

    // Esc closes the chat when nothing else takes it.
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/tickets$/);
  });

  test("the unread divider, a draft kept through a reload, and a ticket deleted while open", async ({ page }) => {
    const from = number();
    await inbound(page.request, from, { body: "já lida" });
    const ticketId = await ticketOf(page.request, from);
    const unread = async () => (await (await page.request.get(`/api/tickets/${ticketId}`)).json()).unreadMessages;
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByText("já lida")).toBeVisible();
    await expect(page.getByRole("separator", { name: "1 unread message" })).toBeVisible();
    // The messages come with the document: the opening marks them read once its script runs.
    await expect.poll(unread).toBe(0);
    await page.goto("/tickets");
    await inbound(page.request, from, { body: "nova um" });
    await inbound(page.request, from, { body: "nova dois" });
    await page.goto(`/tickets/${ticketId}`);
    const divider = page.getByRole("separator", { name: "2 unread messages" });
    await expect(divider).toBeVisible();
    const y = async (text: string) =>
      (await page.locator("[data-message-id]").filter({ hasText: text }).boundingBox())!.y;
    const at = (await divider.boundingBox())!.y;
    expect(at).toBeGreaterThan(await y("já lida"));
    expect(at).toBeLessThan(await y("nova um"));
    // Read once the opening's mark has been stored: a reload before it would still find them unread.
    await expect.poll(unread).toBe(0);
    await page.reload();
    await expect(page.getByText("nova dois")).toBeVisible();
    await expect(page.getByRole("separator", { name: /unread/ })).toHaveCount(0);

    await accept(page);
    const input = page.getByLabel("Message", { exact: true });
    await input.fill("Rascunho pela metade");
    await page.reload();
    await expect(input).toHaveValue("Rascunho pela metade");
    await input.press("Enter");
    await expect(page.locator("[data-message-id]").filter({ hasText: "Rascunho pela metade" })).toHaveCount(1);
    await page.reload();
    await expect(page.locator("[data-message-id]").filter({ hasText: "Rascunho pela metade" })).toHaveCount(1);
    await expect(input).toHaveValue("");

    expect((await page.request.delete(`/api/tickets/${ticketId}`)).ok()).toBe(true);
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByText("This conversation was deleted or is no longer available to you.")).toBeVisible();
  });

  test("a ticket deleted before the chat's socket listens still takes the chat away, with its message", async ({
    page,
  }) => {
    const from = number();
    await inbound(page.request, from, { body: "apagada antes" });
    const ticketId = await ticketOf(page.request, from);
    // The socket reaches the server only once the ticket is gone: its `delete` went to no one here.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
      await held;
      ws.connectToServer();
    });
    await page.goto(`/tickets/${ticketId}`);
    await expect(page.getByText("apagada antes")).toBeVisible();
    expect((await page.request.delete(`/api/tickets/${ticketId}`)).ok()).toBe(true);
    release();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByText("This conversation was deleted or is no longer available to you.")).toBeVisible();
  });

  test("forward two messages to two contacts", async ({ page }) => {
    const [a, b, c] = [number(), number(), number()];
    for (const from of [b, c]) await inbound(page.request, from, { body: "oi" });
    await inbound(page.request, a, { body: "primeira" });
    await inbound(page.request, a, { body: "segunda" });
    const ticketId = await ticketOf(page.request, a);
    await page.goto(`/tickets/${ticketId}`);
    const first = page.locator("[data-message-id]").filter({ hasText: "primeira" });
    await first.hover();
    await first.getByRole("button", { name: "Message options" }).click();
    await page.getByRole("menuitem", { name: "Forward" }).click();
    await page.getByRole("checkbox", { name: "Select message" }).nth(1).check();
    await expect(page.getByText("2 messages selected")).toBeVisible();
    await page
      .getByRole("toolbar", { name: "Forwarding" })
      .getByRole("button", { name: "Forward", exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Forward messages" });
    for (const from of [b, c]) {
      await dialog.getByLabel("Search contact").fill(from);
      await dialog.getByRole("checkbox", { name: `Cliente ${from.slice(-4)}` }).check();
    }
    await dialog.getByRole("button", { name: "Forward (2)" }).click();
    await expect(page.getByText("Messages forwarded successfully")).toBeVisible();
    await expect
      .poll(async () => (await outbox(page.request)).filter((m) => [b, c].includes(m.to) && m.forwarded).length)
      .toBe(4);
  });
});

test("the embedded view: ERP token, the decoded estimate in the composer, only tags and transfer, and a deletion leaves it for the embedded empty view", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const login = await request.post(`${baseURL}/api/auth/login`, { data: ADMIN });
  const { user, token } = await login.json();
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const from = number();
  const queues: { id: number }[] = await (await request.get(`${baseURL}/api/queue`, auth)).json();
  const connections: { id: number; provider?: string }[] = await (
    await request.get(`${baseURL}/api/whatsapp`, auth)
  ).json();
  let simulator = connections.find((c) => c.provider === "simulator")?.id;
  if (!simulator) {
    const created = await (
      await request.post(`${baseURL}/api/whatsapp`, {
        ...auth,
        data: { name: "ERP sim", provider: "simulator", defaultDepartment: queues[0].id },
      })
    ).json();
    simulator = (created.whatsapp ?? created).id as number;
    await request.post(`${baseURL}/api/simulator/${simulator}/scan`, auth);
  }
  await request.post(`${baseURL}/api/simulator/${simulator}/inbound`, {
    ...auth,
    data: { from, name: "Cliente ERP", body: "Quero um orçamento" },
  });
  const ticketId = (await (await request.get(`${baseURL}/api/tickets?searchParam=${from}`, auth)).json())
    .conversationTickets[0].id;
  const erpUser = await makeErpAdmin(request, baseURL!);
  await request.put(`${baseURL}/api/tickets/${ticketId}`, {
    ...auth,
    data: { status: "open", userId: erpUser.id, queueId: queues[0].id },
  });

  const estimate = "Orçamento nº 12: R$ 1.500,00 ✓";
  const param = Buffer.from(estimate, "utf8").toString("base64url");
  const erp = await erpToken({ email: erpUser.email, idGraf: user.idGraf });
  await page.goto(`/login/${erp}/${ticketId}/ChatViewCrm/${param}`);
  await expect(page).toHaveURL(new RegExp(`/ChatViewCrm/${ticketId}/${param}$`));
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(estimate);
  const toolbar = page.getByRole("toolbar", { name: "Conversation actions" });
  await expect(toolbar.getByRole("button")).toHaveCount(2);
  await expect(toolbar.getByRole("button", { name: "Tags" })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Transfer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.locator("[data-message-id]").filter({ hasText: estimate })).toHaveCount(1);

  // Deleted in the inbox meanwhile: the embedded chat says so and stays in the embedded view.
  expect((await request.delete(`${baseURL}/api/tickets/${ticketId}`, auth)).status()).toBe(200);
  await expect(page.getByText("This conversation was deleted or is no longer available to you.")).toBeVisible();
  await expect(page).toHaveURL(/\/ChatViewCrm$/);
  await expect(page.getByRole("alert").filter({ hasText: "Open a conversation from the ERP." })).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveCount(0);
});

test.describe("on a phone's touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a message's actions show without hovering, and a reply to it is sent by taps", async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    const from = number();
    const quotedId = `TOUCH-${randomUUID()}`;
    await inbound(page.request, from, { id: quotedId, body: "Chegou?" });
    const ticketId = await ticketOf(page.request, from);
    await page.goto(`/tickets/${ticketId}`);
    await accept(page);

    const bubble = page.locator("[data-message-id]").filter({ hasText: "Chegou?" });
    const actions = bubble.getByRole("button", { name: "Message options" });
    await expect(actions).toHaveCSS("opacity", "1");
    const text = await bubble.getByText("Chegou?").boundingBox();
    const button = await actions.boundingBox();
    expect(button!.x, "the button sits beside the text, not over it").toBeGreaterThanOrEqual(text!.x + text!.width);
    await testInfo.attach("touch-390", { body: await page.screenshot(), contentType: "image/png" });

    await actions.tap();
    await page.getByRole("menuitem", { name: "Reply" }).tap();
    const input = page.getByLabel("Message", { exact: true });
    await input.fill("Chegou sim!");
    await page.getByRole("button", { name: "Send" }).tap();
    await expect
      .poll(async () => (await outbox(page.request)).find((m) => m.body.endsWith("Chegou sim!")))
      .toMatchObject({ quotedId });
  });
});
