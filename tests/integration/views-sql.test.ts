import { GET as listMessages } from "@/app/api/messages/[id]/route";
import { GET as getTicket } from "@/app/api/tickets/[id]/route";
import { prisma } from "@/lib/db/client";
import { call, idParam } from "@/tests/support/factories";
import {
  makeAttendant,
  makeContact,
  makeDesk,
  makeMessage,
  makeTag,
  makeTicket,
} from "@/tests/support/ticket-factories";

// The ticket and message views are JSON PostgreSQL builds (lib/tickets/ticket-view.ts,
// lib/messages/message-view.ts). Read here field by field through Prisma, the same rows must come
// out as the API answers them: every name beside its id, dates as JSON writes them, absent
// relations as null and empty lists as [].

const iso = (date: Date | null) => date && date.toISOString();

it("a ticket's view carries its names, tags in name order, its dates as JSON and whether its last message failed", async () => {
  const desk = await makeDesk();
  const attendant = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const contact = await makeContact(desk.idGraf, { name: "Joana Prado" });
  await prisma.contact.update({ where: { id: contact.id }, data: { profilePicUrl: "https://example.test/joana.jpg" } });
  const [zebra, alpha] = [await makeTag(desk.idGraf, "Zebra"), await makeTag(desk.idGraf, "Alpha")];
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: attendant.id,
    queueId: desk.queueId,
    tagIds: [zebra.id, alpha.id],
  });
  await makeMessage(ticket, { body: "primeira", createdAt: new Date(Date.now() - 60_000) });
  const last = await makeMessage(ticket, { body: "segunda" });
  await prisma.message.update({
    where: { id: last.id },
    data: { fromMe: true, sendError: "ERR_WAPP_NOT_INITIALIZED" },
  });
  const stored = await prisma.ticket.update({
    where: { id: ticket.id },
    data: { lastMessage: "segunda", lastMessageTime: last.createdAt, unreadMessages: 2, unread: true },
  });
  await prisma.ticketRating.create({
    data: { idGraf: desk.idGraf, ticketId: ticket.id, rate: 4, askedAt: new Date(), ratedAt: new Date() },
  });
  const [user, queue, connection] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: attendant.id } }),
    prisma.queue.findUniqueOrThrow({ where: { id: desk.queueId } }),
    prisma.whatsapp.findUniqueOrThrow({ where: { id: desk.whatsappId } }),
  ]);

  const res = await call(getTicket, { headers: desk.admin.headers, params: idParam(ticket.id) });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({
    id: ticket.id,
    status: "open",
    idGraf: desk.idGraf,
    isGroup: false,
    userId: user.id,
    user: { id: user.id, name: user.name },
    queueId: queue.id,
    queue: { id: queue.id, name: queue.name, color: queue.color },
    whatsappId: connection.id,
    whatsapp: { id: connection.id, name: connection.name },
    contactId: contact.id,
    contact: {
      id: contact.id,
      name: "Joana Prado",
      number: contact.number,
      profilePicUrl: "https://example.test/joana.jpg",
    },
    tags: [
      { id: alpha.id, name: "Alpha", color: alpha.color },
      { id: zebra.id, name: "Zebra", color: zebra.color },
    ],
    lastMessage: "segunda",
    lastMessageTime: iso(last.createdAt),
    createdAt: iso(stored.createdAt),
    updatedAt: iso(stored.updatedAt),
    unread: true,
    unreadMessages: 2,
    lastMessageFailed: true,
    rating: 4,
  });

  // Without a user, a queue or tags, and with its last message sent.
  await prisma.message.update({ where: { id: last.id }, data: { sendError: null } });
  await prisma.ticketTag.deleteMany({ where: { ticketId: ticket.id } });
  await prisma.ticketRating.updateMany({ where: { ticketId: ticket.id }, data: { rate: null, ratedAt: null } });
  await prisma.ticket.update({
    where: { id: ticket.id },
    data: { status: "pending", userId: null, queueId: null, lastMessageTime: null },
  });
  const bare = await call(getTicket, { headers: desk.admin.headers, params: idParam(ticket.id) });
  expect(bare.json).toMatchObject({
    userId: null,
    user: null,
    queueId: null,
    queue: null,
    tags: [],
    lastMessageTime: null,
    lastMessageFailed: false,
    rating: null,
  });
});

it("a message's view carries its author, mentions, contact and the message it quotes, and only the payload a browser may see", async () => {
  const desk = await makeDesk();
  const colleague = await makeAttendant(desk.idGraf, { queueIds: [desk.queueId] });
  const contact = await makeContact(desk.idGraf, { name: "Rui Costa" });
  const ticket = await makeTicket(desk.idGraf, {
    whatsappId: desk.whatsappId,
    contactId: contact.id,
    status: "open",
    userId: desk.admin.id,
  });
  const quoted = await prisma.message.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      contactId: contact.id,
      body: "onde está?",
      createdAt: new Date(Date.now() - 120_000),
    },
  });
  const photo = await prisma.message.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      contactId: contact.id,
      body: "foto",
      mediaType: "image",
      mediaUrl: "0b6f8f2e-1d2c-4e5a-9b7c-3f1e2d4c5b6a.jpg",
      mediaNameOriginal: "photo.jpg",
      quotedMsgId: quoted.id,
      createdAt: new Date(Date.now() - 60_000),
      dataJson: {
        message: {
          imageMessage: { mediaKey: "c2VjcmV0" },
          locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6 },
        },
      },
    },
  });
  const note = await prisma.message.create({
    data: {
      idGraf: desk.idGraf,
      ticketId: ticket.id,
      whatsappId: desk.whatsappId,
      userId: desk.admin.id,
      fromMe: true,
      isPrivate: true,
      body: "@colega veja",
      mentions: { create: [{ userId: colleague.id, idGraf: desk.idGraf, ticketId: ticket.id }] },
    },
  });
  const [admin, mentioned] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: desk.admin.id } }),
    prisma.user.findUniqueOrThrow({ where: { id: colleague.id } }),
  ]);

  const res = await call(listMessages, { headers: desk.admin.headers, params: idParam(ticket.id) });
  expect(res.status).toBe(200);
  const messages = (res.json as { messages: Record<string, unknown>[] }).messages;
  expect(messages.map((m) => m.id)).toEqual([quoted.id, photo.id, note.id]);
  const contactName = { id: contact.id, name: "Rui Costa", profilePicUrl: null };
  expect(messages[1]).toEqual({
    id: photo.id,
    ticketId: ticket.id,
    idGraf: desk.idGraf,
    body: "foto",
    fromMe: false,
    read: false,
    ack: 0,
    mediaUrl: `/api/messages/download-file/${desk.idGraf}/0b6f8f2e-1d2c-4e5a-9b7c-3f1e2d4c5b6a.jpg`,
    mediaType: "image",
    mediaNameOriginal: "photo.jpg",
    createdAt: iso(photo.createdAt),
    isDeleted: false,
    editedMessage: null,
    isForwardMessage: false,
    sendError: null,
    sendRetryError: null,
    isPrivate: false,
    user: null,
    mentions: [],
    contact: contactName,
    quotedMsg: {
      id: quoted.id,
      body: "onde está?",
      fromMe: false,
      mediaType: "conversation",
      isDeleted: false,
      contact: contactName,
    },
    dataJson: { message: { locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6 } } },
  });
  expect(messages[2]).toMatchObject({
    isPrivate: true,
    fromMe: true,
    contact: null,
    quotedMsg: null,
    dataJson: null,
    user: { id: admin.id, name: admin.name },
    mentions: [{ id: mentioned.id, name: mentioned.name }],
  });
});
