import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { DELETE as deleteMessage, POST as sendMessage } from "@/app/api/messages/[id]/route";
import { GET as downloadFile } from "@/app/api/messages/download-file/[idGraf]/[key]/route";
import { POST as forward } from "@/app/api/messages/forward/route";
import { POST as inboundRoute } from "@/app/api/simulator/[whatsappId]/inbound/route";
import { DELETE as deleteTicket } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import type { SimulatorSession } from "@/lib/whatsapp/simulator/simulator-session";
import { drainDownloads } from "@/tests/support/media-jobs";
import { call } from "@/tests/support/factories";
import { drainSends, liveSimulators } from "@/tests/support/simulated-sends";
import { makeAttendant, makeContact, makeDesk, makeTicket } from "@/tests/support/ticket-factories";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "atende-forward-"));

const pairedSimulator = liveSimulators();
const PHOTO = Buffer.from("\xff\xd8\xff\xe0 the shop front", "latin1");
const CUSTOMER = "5511944443333";

let desk: Awaited<ReturnType<typeof makeDesk>>;
let simulator: SimulatorSession;
/** The customer's text and photo, our reply WhatsApp took, and one it never took. */
let source: { text: number; photo: number; reply: number; unsent: number; ticketId: number; photoKey: string };

const inbound = (body: Record<string, unknown>) =>
  call(inboundRoute, {
    method: "POST",
    headers: desk.admin.headers,
    params: { whatsappId: String(desk.whatsappId) },
    body: { from: CUSTOMER, ...body },
  });
const reply = async (body: string) =>
  (
    await call(sendMessage, {
      method: "POST",
      headers: desk.admin.headers,
      params: { id: String(source.ticketId) },
      body: { body },
    })
  ).json.id as number;
const forwardAs = (headers: Record<string, string>, body: unknown) => call(forward, { method: "POST", headers, body });

beforeEach(async () => {
  desk = await makeDesk();
  simulator = await pairedSimulator(desk.whatsappId);
  await inbound({ body: "Vocês abrem sábado?" });
  await inbound({
    type: "image",
    body: "",
    media: { data: PHOTO.toString("base64"), mimetype: "image/jpeg", fileName: "fachada.jpg" },
  });
  await drainDownloads();
  const received = await prisma.message.findMany({ where: { idGraf: desk.idGraf }, orderBy: { id: "asc" } });
  const ticketId = received[0].ticketId;
  await prisma.ticket.update({ where: { id: ticketId }, data: { status: "open", userId: desk.admin.id } });
  source = {
    text: received[0].id,
    photo: received[1].id,
    ticketId,
    photoKey: received[1].mediaUrl!,
    reply: 0,
    unsent: 0,
  };
  source.reply = await reply("Abrimos das 8h às 12h");
  await drainSends();
  simulator.failNextSends(10);
  source.unsent = await reply("Esta não chegou");
  await drainSends();
  simulator.failNextSends(0);
}, 30_000);

test("copies of text and media reach each contact's ticket marked forwarded, and the phone gets them", async () => {
  const newcomer = await makeContact(desk.idGraf, { name: "Bia" });
  const regular = await makeContact(desk.idGraf, { name: "Caio" });
  const regularTicket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: regular.id,
    status: "open",
    userId: desk.admin.id,
  });

  const res = await forwardAs(desk.admin.headers, {
    messageIds: [source.reply, source.photo, source.text],
    contactIds: [regular.id, newcomer.id],
  });
  expect(res.status).toBe(200);
  const [toNewcomer, toRegular] = res.json.forwarded;
  expect(toRegular).toMatchObject({ contactId: regular.id, ticketId: regularTicket.id });
  expect(toNewcomer.contactId).toBe(newcomer.id);
  const newTicket = await prisma.ticket.findUniqueOrThrow({ where: { id: toNewcomer.ticketId } });
  expect(newTicket).toMatchObject({ contactId: newcomer.id, whatsappId: desk.whatsappId, status: "pending" });

  // In the order they were written in the chat, whatever order they were picked in.
  const copies = await prisma.message.findMany({
    where: { id: { in: toNewcomer.messageIds } },
    orderBy: { id: "asc" },
  });
  expect(copies.map((m) => m.body)).toEqual(["Vocês abrem sábado?", "fachada.jpg", "Abrimos das 8h às 12h"]);
  expect(copies.every((m) => m.isForwardMessage && m.fromMe && m.ack === 0 && m.ticketId === newTicket.id)).toBe(true);
  expect(copies[1]).toMatchObject({ mediaType: "image", mediaUrl: source.photoKey, mediaNameOriginal: "fachada.jpg" });
  expect(newTicket.lastMessage).toBe("Abrimos das 8h às 12h");

  await drainSends();
  const forwarded = simulator.outbox().filter((item) => item.forwarded);
  expect(forwarded).toHaveLength(6);
  for (const to of [newcomer.number, regular.number]) {
    // Sends run side by side, so the phone's order is not asserted.
    expect(
      forwarded
        .filter((item) => item.to === to)
        .map((item) => item.fileName ?? item.body)
        .sort(),
    ).toEqual(["Abrimos das 8h às 12h", "Vocês abrem sábado?", "fachada.jpg"]);
    expect(forwarded.find((item) => item.to === to && item.type === "media")).toMatchObject({
      mimetype: "image/jpeg",
      size: PHOTO.length,
    });
  }
  expect(
    await prisma.message.count({ where: { id: { in: [...toNewcomer.messageIds, ...toRegular.messageIds] }, ack: 1 } }),
  ).toBe(6);
});

test("a copy names the original's file: deleting the copy or its ticket leaves the original's media in place", async () => {
  const contact = await makeContact(desk.idGraf);
  const [{ ticketId, messageIds }] = (
    await forwardAs(desk.admin.headers, { messageIds: [source.photo], contactIds: [contact.id] })
  ).json.forwarded;
  await drainSends();
  const fetchPhoto = async () => {
    const url = `http://localhost/api/messages/download-file/${desk.idGraf}/${source.photoKey}`;
    const res = await downloadFile(new NextRequest(url, { headers: desk.admin.headers }), {
      params: Promise.resolve({ idGraf: String(desk.idGraf), key: source.photoKey }),
    });
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
  };

  expect(
    (
      await call(deleteMessage, {
        method: "DELETE",
        headers: desk.admin.headers,
        params: { id: String(messageIds[0]) },
      })
    ).status,
  ).toBe(200);
  expect(simulator.outbox().find((item) => item.to === contact.number)).toMatchObject({ deleted: true });
  expect(await fetchPhoto()).toEqual(PHOTO);
  expect(
    (await call(deleteTicket, { method: "DELETE", headers: desk.admin.headers, params: { id: String(ticketId) } }))
      .status,
  ).toBe(200);
  expect(await fetchPhoto()).toEqual(PHOTO);
});

test("up to five contacts, at least one, and only messages WhatsApp took; a refusal stores nothing", async () => {
  const contacts = await Promise.all(Array.from({ length: 6 }, () => makeContact(desk.idGraf)));
  const ids = contacts.map((c) => c.id);
  const before = await prisma.message.count({ where: { idGraf: desk.idGraf } });

  expect(await forwardAs(desk.admin.headers, { messageIds: [source.text], contactIds: ids })).toMatchObject({
    status: 400,
    json: { error: "ERR_FORWARD_TOO_MANY_CONTACTS", message: "Você só pode compartilhar com até 5 contatos" },
  });
  for (const body of [{ messageIds: [source.text], contactIds: [] }, { messageIds: [source.text] }]) {
    expect(await forwardAs(desk.admin.headers, body)).toMatchObject({
      status: 400,
      json: { error: "ERR_FORWARD_NO_CONTACTS", message: "Nenhum contato selecionado para encaminhar." },
    });
  }
  expect(
    await forwardAs(desk.admin.headers, { messageIds: [source.text, source.unsent], contactIds: [ids[0]] }),
  ).toMatchObject({
    status: 400,
    json: {
      error: "ERR_FORWARD_NEVER_SENT",
      message: "Não é possível encaminhar essa mensagem , pois ela nunca foi enviada.",
    },
  });
  expect(await prisma.message.count({ where: { idGraf: desk.idGraf } })).toBe(before);

  // The same contact picked twice is one contact.
  const five = await forwardAs(desk.admin.headers, {
    messageIds: [source.text],
    contactIds: [...ids.slice(0, 5), ids[0]],
  });
  expect(five.status).toBe(200);
  const reached = five.json.forwarded.map((f: { contactId: number }) => f.contactId);
  expect(reached.sort((a: number, b: number) => a - b)).toEqual(ids.slice(0, 5).sort((a, b) => a - b));
});

test("messages and contacts must be the caller's tenant's, and source tickets ones the caller may see", async () => {
  const stranger = await makeDesk();
  const theirContact = await makeContact(stranger.idGraf);
  const ourContact = await makeContact(desk.idGraf);

  expect(
    (await forwardAs(stranger.admin.headers, { messageIds: [source.text], contactIds: [theirContact.id] })).status,
  ).toBe(404);
  expect(
    (await forwardAs(desk.admin.headers, { messageIds: [source.text], contactIds: [theirContact.id] })).json,
  ).toMatchObject({
    error: "ERR_NO_CONTACT_FOUND",
  });
  const attendant = await makeAttendant(desk.idGraf);
  expect((await forwardAs(attendant.headers, { messageIds: [source.text], contactIds: [ourContact.id] })).status).toBe(
    404,
  );
  expect((await forwardAs({}, { messageIds: [source.text], contactIds: [ourContact.id] })).status).toBe(401);
  expect(
    await prisma.message.count({ where: { idGraf: { in: [desk.idGraf, stranger.idGraf] }, isForwardMessage: true } }),
  ).toBe(0);
});
