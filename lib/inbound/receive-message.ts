import { readSql } from "@/lib/db/read-sql";
import { sqlTransaction, type RawTx } from "@/lib/db/sql-transaction";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { Prisma } from "@/lib/generated/prisma/client";
import { messagePreview } from "@/lib/messages/message-preview";
import type { SettingKey } from "@/lib/settings/defaults";
import { settingsSql, withDefaults, type StoredSetting } from "@/lib/settings/get-setting";
import { findOrOpenTickets, type TicketChoice } from "@/lib/tickets/find-or-open-tickets";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { enqueueMediaDownloads } from "./media-download-queue";
import { upsertContacts } from "./upsert-contact";

export type Received = TicketChoice & { messageId: number; contactId: number; hasMedia: boolean };

/** Marks a media message whose file is still being downloaded (spec: url ending in PENDING). */
export const MEDIA_PENDING = "PENDING";

/** A message from WhatsApp into the inbox; null when nothing was stored (see receiveMessages). */
export async function receiveMessage(connection: ConnectionRef, message: InboundMessage): Promise<Received | null> {
  return (await receiveMessages(connection, [message]))[0];
}

/**
 * Messages of one connection into the inbox, the same for every provider, in the order given:
 * contacts, tickets and messages in one transaction (one commit for a whole burst), idempotent on
 * the provider's message id (a redelivery changes nothing, even when two arrive at once). Returns,
 * per message, what was stored, or null when nothing was (a redelivery, an ignored group message).
 */
export async function receiveMessages(connection: ConnectionRef, messages: InboundMessage[]): Promise<(Received | null)[]> {
  const { idGraf } = connection;
  const { settings, stored } = await readBatchFacts(connection, messages);
  const seen = new Set<string>();
  const fresh = messages.filter((m) => {
    if ((m.isGroup && settings.CheckMsgIsGroup === "enabled") || stored.has(m.id) || seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (!fresh.length) return messages.map(() => null);

  const now = new Date();
  const received = await sqlTransaction(async (tx) => {
    const contacts = await upsertContacts(
      tx,
      idGraf,
      fresh.flatMap((m) => [
        { number: ticketNumber(m), name: m.isGroup ? undefined : m.contact.name, isGroup: m.isGroup },
        ...(m.isGroup ? [{ ...m.contact, isGroup: false }] : []),
      ]),
      now,
    );
    const ticketContacts = new Map(fresh.map((m) => [contacts.get(ticketNumber(m))!, m.isGroup]));
    const tickets = await findOrOpenTickets(
      tx,
      { idGraf, whatsappId: connection.id, reopenWithinSeconds: Number(settings.timeCreateNewTicket), now },
      [...ticketContacts].map(([contactId, isGroup]) => ({ contactId, isGroup })),
    );
    const rows = fresh.map((message) => {
      const ticketContactId = contacts.get(ticketNumber(message))!;
      return { message, ticketContactId, senderId: contacts.get(message.contact.number)!, ticket: tickets.get(ticketContactId)! };
    });
    const ids = await insertMessages(tx, idGraf, connection.id, rows, now);
    const inserted = rows.filter((row) => ids.has(row.message.id));
    await linkQuoted(tx, connection.id, inserted.map((row) => ({ id: ids.get(row.message.id)!, quotedId: row.message.quotedId })));
    await enqueueMediaDownloads(
      tx,
      inserted.flatMap(({ message }) => (message.media ? [{ messageId: ids.get(message.id)!, mimetype: message.media.mimetype }] : [])),
    );
    await touchTickets(tx, inserted, now);
    // Only a ticket's first stored message of the batch starts (or restarts) its conversation.
    const started = new Set<number>();
    return new Map(
      inserted.map(({ message, ticket, ticketContactId }) => {
        const first = !started.has(ticket.ticketId);
        started.add(ticket.ticketId);
        const choice = first ? ticket : { ...ticket, created: false, reopened: false };
        return [message.id, { ...choice, messageId: ids.get(message.id)!, contactId: ticketContactId, hasMedia: !!message.media }];
      }),
    );
  });
  const answered = new Set<string>();
  return messages.map((m) => {
    if (answered.has(m.id)) return null;
    answered.add(m.id);
    return received.get(m.id) ?? null;
  });
}

const ticketNumber = (m: InboundMessage) => (m.isGroup ? m.chatId : m.contact.number);

const BATCH_SETTINGS: SettingKey[] = ["CheckMsgIsGroup", "timeCreateNewTicket"];

/** The settings a batch needs and which of its messages were stored already (a redelivery), in one round trip. */
async function readBatchFacts(connection: ConnectionRef, messages: InboundMessage[]) {
  const [facts] = await readSql<{ settings: StoredSetting[]; stored: string[] }>(Prisma.sql`
    SELECT
      (SELECT coalesce(json_agg(s), '[]') FROM (${settingsSql(connection.idGraf, BATCH_SETTINGS)}) AS s) AS "settings",
      ARRAY(SELECT "providerMessageId" FROM "Message"
        WHERE "whatsappId" = ${connection.id} AND "providerMessageId" = ANY(${messages.map((m) => m.id)}::text[])) AS "stored"`);
  return { settings: withDefaults(BATCH_SETTINGS, facts.settings), stored: new Set(facts.stored) };
}

type Row = { message: InboundMessage; ticketContactId: number; senderId: number; ticket: TicketChoice };

/** Inserts the messages, skipping any a concurrent delivery stored first; returns provider id → id. */
async function insertMessages(tx: RawTx, idGraf: number, whatsappId: number, rows: Row[], now: Date) {
  const values = rows.map(({ message: m, senderId, ticket }) => {
    const raw = m.raw === undefined || m.raw === null ? null : JSON.stringify(m.raw);
    return Prisma.sql`(${idGraf}::int, ${ticket.ticketId}::int, ${whatsappId}::int, ${m.fromMe ? null : senderId}::int, ${m.id},
      ${m.body}, ${m.fromMe}, ${m.fromMe}, ${m.fromMe ? 2 : 0}::int, ${m.kind}, ${m.media ? MEDIA_PENDING : null},
      ${m.media?.fileName ?? null}, ${raw}::jsonb, ${m.timestamp.toISOString()}::timestamp(3), ${now.toISOString()}::timestamp(3))`;
  });
  const inserted = await tx.$queryRaw<{ id: number; providerMessageId: string }[]>`
    INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "contactId", "providerMessageId", "body", "fromMe", "read",
      "ack", "mediaType", "mediaUrl", "mediaNameOriginal", "dataJson", "createdAt", "updatedAt")
    VALUES ${Prisma.join(values)}
    ON CONFLICT ("whatsappId", "providerMessageId") DO NOTHING
    RETURNING "id", "providerMessageId"`;
  return new Map(inserted.map((row) => [row.providerMessageId, row.id]));
}

/**
 * Points replies at the messages they quote, including ones stored in the same batch: only at a
 * message of the reply's own ticket, since the quoted id comes from whoever wrote the reply.
 */
async function linkQuoted(tx: RawTx, whatsappId: number, messages: { id: number; quotedId?: string }[]) {
  const quoting = messages.filter((m) => m.quotedId);
  if (!quoting.length) return;
  await tx.$executeRaw`
    UPDATE "Message" AS m SET "quotedMsgId" = q."id"
    FROM (VALUES ${Prisma.join(quoting.map((m) => Prisma.sql`(${m.id}::int, ${m.quotedId})`))}) AS v("id", "quotedId")
    JOIN "Message" AS q ON q."whatsappId" = ${whatsappId} AND q."providerMessageId" = v."quotedId"
    WHERE m."id" = v."id" AND q."ticketId" = m."ticketId"`;
}

/** Each ticket's last message, its time and the unread count, once per ticket for the batch. */
async function touchTickets(tx: RawTx, rows: Row[], now: Date) {
  const byTicket = new Map<number, { last: InboundMessage; unread: number }>();
  for (const { message, ticket } of rows) {
    const known = byTicket.get(ticket.ticketId);
    byTicket.set(ticket.ticketId, { last: message, unread: (known?.unread ?? 0) + (message.fromMe ? 0 : 1) });
  }
  if (!byTicket.size) return;
  const values = [...byTicket].map(
    ([id, { last, unread }]) =>
      Prisma.sql`(${id}::int, ${messagePreview(last)}, ${last.timestamp.toISOString()}::timestamp(3), ${unread}::int)`,
  );
  await tx.$executeRaw`
    UPDATE "Ticket" AS t SET "lastMessage" = v."preview", "lastMessageTime" = v."at", "unreadMessages" = t."unreadMessages" + v."unread",
      "unread" = t."unread" OR v."unread" > 0, "updatedAt" = ${now.toISOString()}::timestamp(3)
    FROM (VALUES ${Prisma.join(values)}) AS v("id", "preview", "at", "unread")
    WHERE t."id" = v."id"`;
}
