import { POST as createKey } from "@/app/api/api-keys/route";
import { POST as postMessage } from "@/app/api/messages/[id]/route";
import { POST as react } from "@/app/api/messages/[id]/reaction/route";
import { POST as postTemplate } from "@/app/api/messages/[id]/template/route";
import { GET as replyWindow } from "@/app/api/tickets/[id]/reply-window/route";
import { GET as templates } from "@/app/api/tickets/[id]/templates/route";
import { POST as sendByKey } from "@/app/api/v1/messages/route";
import { prisma } from "@/lib/db/client";
import { takeInProviderEvents } from "@/lib/inbound/take-in-provider-events";
import { receiveMessage } from "@/lib/inbound/receive-message";
import { providers } from "@/lib/whatsapp/sessions/providers";
import { installSessionManager, SessionManager } from "@/lib/whatsapp/sessions/session-manager";
import { bearer, call } from "@/tests/support/factories";
import { CLOUD, graphError, startFakeGraphApi, type FakeGraphApi } from "@/tests/support/fake-graph-api";
import { drainSends, sendRunner } from "@/tests/support/simulated-sends";
import { makeDesk } from "@/tests/support/ticket-factories";

const CONTACT = "5511988887777";
const sessions = new SessionManager(providers, takeInProviderEvents);
let graph: FakeGraphApi;
let desk: Awaited<ReturnType<typeof makeDesk>>;
let ticketId: number;
let inboundId: number;
let ticketConnection: number;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  process.env.WHATSAPP_CLOUD_API_URL = graph.api;
  installSessionManager(sessions);
});

afterAll(async () => {
  await sessions.stopAll();
  installSessionManager(undefined);
  delete process.env.WHATSAPP_CLOUD_API_URL;
  await graph.close();
});

/** A Cloud API connection whose contact last wrote `hoursAgo` hours ago, in an open ticket of the admin. */
async function cloudTicket(hoursAgo: number) {
  desk = await makeDesk();
  const connection = await prisma.whatsapp.create({
    data: {
      idGraf: desk.idGraf,
      name: "Oficial",
      provider: "cloud",
      cloudPhoneNumberId: CLOUD.phoneNumberId,
      cloudBusinessAccountId: CLOUD.businessAccountId,
      cloudAccessToken: CLOUD.accessToken,
      cloudAppSecret: CLOUD.appSecret,
    },
  });
  await sessions.start(connection.id);
  ticketConnection = connection.id;
  const received = await receiveMessage(
    { id: connection.id, idGraf: desk.idGraf },
    {
      id: `wamid.IN${Date.now()}`,
      chatId: CONTACT,
      isGroup: false,
      fromMe: false,
      contact: { number: CONTACT },
      kind: "conversation",
      body: "Oi",
      timestamp: new Date(Date.now() - hoursAgo * 3_600_000),
      raw: {},
    },
  );
  ticketId = received!.ticketId;
  inboundId = received!.messageId;
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: desk.admin.id } });
}

const post = (handler: typeof postMessage | typeof postTemplate, body: unknown) =>
  call(handler, { method: "POST", headers: desk.admin.headers, params: { id: String(ticketId) }, body });
const read = (handler: typeof replyWindow | typeof templates) =>
  call(handler, { headers: desk.admin.headers, params: { id: String(ticketId) } });
const lastSend = () => graph.sends().at(-1);

test("inside the window a reply reaches the Graph API with the contact's number and text, quoting by wamid", async () => {
  await cloudTicket(2);
  await prisma.message.update({ where: { id: inboundId }, data: { providerMessageId: "wamid.QUOTED" } });
  expect(await read(replyWindow)).toMatchObject({ status: 200, json: { provider: "cloud", open: true } });
  const sent = await post(postMessage, { body: "Seu pedido sai hoje", quotedMsg: { id: inboundId } });
  expect(sent.status).toBe(201);
  await drainSends();
  expect(lastSend()).toMatchObject({
    to: CONTACT,
    type: "text",
    text: { body: "Seu pedido sai hoje" },
    context: { message_id: "wamid.QUOTED" },
  });
  expect(await prisma.message.findUniqueOrThrow({ where: { id: sent.json.id } })).toMatchObject({
    ack: 1,
    providerMessageId: expect.stringMatching(/^wamid\./),
  });
});

test("after 24 hours free text and files are refused before storing, and the window says so", async () => {
  await cloudTicket(25);
  expect((await read(replyWindow)).json).toMatchObject({ open: false, closesAt: expect.any(String) });
  const refused = await post(postMessage, { body: "Ainda aí?" });
  expect(refused).toMatchObject({ status: 409, json: { error: "ERR_WHATSAPP_WINDOW_CLOSED" } });
  const form = new FormData();
  form.append("medias", new File([Buffer.from("%PDF")], "a.pdf", { type: "application/pdf" }));
  form.append("body", "a.pdf");
  expect(
    (
      await call(postMessage, {
        method: "POST",
        headers: desk.admin.headers,
        params: { id: String(ticketId) },
        body: form,
      })
    ).status,
  ).toBe(409);
  // The public API's send to the contact's ticket in progress is refused the same way.
  const key = await call(createKey, {
    method: "POST",
    headers: desk.admin.headers,
    body: { name: "ERP", scopes: ["messages:send"] },
  });
  const byKey = await call(sendByKey, {
    method: "POST",
    headers: bearer(key.json.key),
    body: { number: CONTACT, body: "Ainda aí?", whatsappId: ticketConnection },
  });
  expect(byKey).toMatchObject({ status: 409, json: { error: "ERR_WHATSAPP_WINDOW_CLOSED" } });
  expect(await prisma.message.count({ where: { ticketId, fromMe: true } })).toBe(0);
  // A note is never sent: the window does not concern it.
  expect((await post(postMessage, { body: "Vou mandar o modelo", isPrivate: true })).status).toBe(201);
});

test("outside the window the approved templates are offered with their variables, and one is sent filled in", async () => {
  await cloudTicket(30);
  const offered = (await read(templates)).json.templates;
  expect(offered.map((t: { name: string }) => t.name)).toEqual(["retomar_atendimento", "boas_vindas"]);
  expect(offered[0]).toMatchObject({ language: "pt_BR", bodyVariables: ["1", "2"], headerVariables: [] });

  expect(await post(postTemplate, { name: "retomar_atendimento", language: "pt_BR", body: ["Maria"] })).toMatchObject({
    status: 400,
    json: { error: "ERR_TEMPLATE_INVALID", details: [{ path: "body", message: "expected:2" }] },
  });
  expect((await post(postTemplate, { name: "em_revisao", language: "pt_BR" })).json).toMatchObject({
    error: "ERR_TEMPLATE_INVALID",
  });

  const sent = await post(postTemplate, {
    name: "retomar_atendimento",
    language: "pt_BR",
    body: ["Maria", "o pedido 123"],
  });
  expect(sent).toMatchObject({
    status: 201,
    json: { mediaType: "templateMessage", body: "Olá Maria, podemos retomar seu atendimento sobre o pedido 123?" },
  });
  await drainSends();
  expect(lastSend()).toMatchObject({
    to: CONTACT,
    type: "template",
    template: {
      name: "retomar_atendimento",
      language: { code: "pt_BR" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "Maria" },
            { type: "text", text: "o pedido 123" },
          ],
        },
      ],
    },
  });
  expect(sent.json).not.toHaveProperty("dataJson.template");
});

test("a reaction goes to Meta on the reacted message's wamid", async () => {
  await cloudTicket(1);
  await prisma.message.update({ where: { id: inboundId }, data: { providerMessageId: "wamid.TARGET" } });
  expect(await post(react, { messageId: inboundId, emoji: "words" })).toMatchObject({ status: 400 });
  const sent = await post(react, { messageId: inboundId, emoji: "❤️" });
  expect(sent).toMatchObject({
    status: 201,
    json: { mediaType: "reactionMessage", body: "❤️", quotedMsg: { id: inboundId } },
  });
  await drainSends();
  expect(lastSend()).toMatchObject({
    to: CONTACT,
    type: "reaction",
    reaction: { message_id: "wamid.TARGET", emoji: "❤️" },
  });
});

test("Meta refusing a send after the window closed shows that failure on the message", async () => {
  await cloudTicket(23);
  const sent = await post(postMessage, { body: "Última chance" });
  for (let i = 0; i < 10; i++) graph.failNext(graphError(131047, "Re-engagement message"));
  await drainSends(sendRunner());
  expect(await prisma.message.findUniqueOrThrow({ where: { id: sent.json.id } })).toMatchObject({
    ack: 0,
    sendError: "ERR_WHATSAPP_WINDOW_CLOSED",
  });
});

test("templates and reactions are the Cloud API's: a simulator ticket has no templates and cannot react", async () => {
  desk = await makeDesk();
  const received = await receiveMessage(
    { id: desk.whatsappId, idGraf: desk.idGraf },
    {
      id: `SIM-${Date.now()}`,
      chatId: CONTACT,
      isGroup: false,
      fromMe: false,
      contact: { number: CONTACT },
      kind: "conversation",
      body: "Oi",
      timestamp: new Date(),
      raw: {},
    },
  );
  ticketId = received!.ticketId;
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: desk.admin.id } });
  expect((await read(templates)).json).toEqual({ templates: [] });
  expect((await read(replyWindow)).json).toMatchObject({ provider: "simulator", open: true });
  expect(await post(postTemplate, { name: "retomar_atendimento", language: "pt_BR" })).toMatchObject({
    status: 409,
    json: { error: "ERR_WAPP_UNSUPPORTED" },
  });
  expect(await post(react, { messageId: received!.messageId, emoji: "👍" })).toMatchObject({
    status: 409,
    json: { error: "ERR_WAPP_UNSUPPORTED" },
  });
});
