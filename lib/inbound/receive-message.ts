import { readSql } from "@/lib/db/read-sql";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { Prisma } from "@/lib/generated/prisma/client";
import { messagePreview } from "@/lib/messages/message-preview";
import type { SettingKey } from "@/lib/settings/defaults";
import { settingsSql, withDefaults, type StoredSetting } from "@/lib/settings/get-setting";
import { ticketChoice, type TicketChoice, type TicketRow } from "@/lib/tickets/find-or-open-tickets";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { batchContacts } from "./batch-contacts";
import { DOWNLOAD_MEDIA_QUEUE } from "./media-download-queue";

export type Received = TicketChoice & { messageId: number; contactId: number; hasMedia: boolean };

/** Marks a media message whose file is still being downloaded (spec: url ending in PENDING). */
export const MEDIA_PENDING = "PENDING";

/** A message from WhatsApp into the inbox; null when nothing was stored (see receiveMessages). */
export async function receiveMessage(connection: ConnectionRef, message: InboundMessage): Promise<Received | null> {
  return (await receiveMessages(connection, [message]))[0];
}

/**
 * Messages of one connection into the inbox, the same for every provider, in the order given:
 * contacts, tickets, messages, the tickets' last message and the files' download jobs in one call
 * of receive_inbound (one statement, so one commit for a whole burst; the function and why it is
 * one: migration inbound_in_one_call), idempotent on the provider's message id (a redelivery
 * changes nothing, even when two arrive at once). Returns, per message, what was stored, or null
 * when nothing was (a redelivery, an ignored group message).
 */
export async function receiveMessages(connection: ConnectionRef, messages: InboundMessage[]): Promise<(Received | null)[]> {
  const { idGraf } = connection;
  const { settings, stored: redelivered } = await readBatchFacts(connection, messages);
  const seen = new Set<string>();
  const fresh = messages.filter((m) => {
    if ((m.isGroup && settings.CheckMsgIsGroup === "enabled") || redelivered.has(m.id) || seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (!fresh.length) return messages.map(() => null);

  const contacts = batchContacts(
    fresh.flatMap((m) => [
      { number: ticketNumber(m), name: m.isGroup ? undefined : m.contact.name, isGroup: m.isGroup },
      ...(m.isGroup ? [{ ...m.contact, isGroup: false }] : []),
    ]),
  );
  const ticketContacts = new Map(fresh.map((m) => [ticketNumber(m), m.isGroup]));
  const rows = await readSql<StoredRow>(Prisma.sql`
    SELECT provider_id AS "providerId", message_id AS "messageId", ticket_id AS "ticketId", ticket_contact_id AS "contactId",
      ticket_created AS "created", ticket_reopened AS "reopened", closed_user_id AS "closedUserId", closed_queue_id AS "closedQueueId"
    FROM receive_inbound(${idGraf}::int, ${connection.id}::int, ${Number(settings.timeCreateNewTicket)}::float8, ${new Date().toISOString()}::timestamp(3),
      ${JSON.stringify(contacts)}::jsonb, ${[...ticketContacts.keys()]}::text[], ${[...ticketContacts.values()]}::boolean[],
      ${JSON.stringify(fresh.map(messageRow))}::jsonb, ${DOWNLOAD_MEDIA_QUEUE})`);
  const stored = new Map(rows.map((row) => [row.providerId, row]));
  // Only a ticket's first stored message of the batch starts (or restarts) its conversation.
  const started = new Set<number>();
  const received = new Map<string, Received>();
  for (const message of fresh) {
    const row = stored.get(message.id);
    if (!row) continue;
    const choice = started.has(row.ticketId) ? { ticketId: row.ticketId, created: false, reopened: false } : ticketChoice(idGraf, row);
    started.add(row.ticketId);
    received.set(message.id, { ...choice, messageId: row.messageId, contactId: row.contactId, hasMedia: !!message.media });
  }
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

type StoredRow = TicketRow & { providerId: string; messageId: number };

/** A message as receive_inbound stores it; `n` keeps the batch's order. */
const messageRow = (m: InboundMessage, n: number) => ({
  n,
  id: m.id,
  ticketNumber: ticketNumber(m),
  senderNumber: m.fromMe ? undefined : m.contact.number,
  body: m.body,
  fromMe: m.fromMe,
  ack: m.fromMe ? 2 : 0,
  kind: m.kind,
  mediaUrl: m.media ? MEDIA_PENDING : undefined,
  fileName: m.media?.fileName,
  mimetype: m.media?.mimetype,
  raw: m.raw ?? undefined,
  at: m.timestamp.toISOString(),
  preview: messagePreview(m),
  quotedId: m.quotedId,
});
