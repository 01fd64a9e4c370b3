import { autocommit, type RawTx } from "@/lib/db/sql-transaction";
import type { ConnectionRef } from "@/lib/events/domain-events";
import { env } from "@/lib/config/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { messagePreview } from "@/lib/messages/message-preview";
import { defaultSettings } from "@/lib/settings/defaults";
import { ticketChoice, type TicketChoice, type TicketRow } from "@/lib/tickets/find-or-open-tickets";
import type { InboundMessage } from "@/lib/whatsapp/provider";
import { downloadMediaJob } from "./download-media-job";
import { MEDIA_PENDING } from "./media-markers";

/** `rating`: the 1 to 5 this message gave its closed ticket, which it joined without reopening it. */
export type Received = TicketChoice & { messageId: number; contactId: number; hasMedia: boolean; rating?: number };

/** A message from WhatsApp into the inbox; null when nothing was stored (see receiveMessages). */
export async function receiveMessage(connection: ConnectionRef, message: InboundMessage): Promise<Received | null> {
  return (await receiveMessages(connection, [message]))[0];
}

/**
 * Messages of one connection into the inbox, the same for every provider, in the order given:
 * the tenant's settings, contacts, tickets, messages, the tickets' last message and the files'
 * download jobs in one call of receive_inbound (one statement, so one commit for a whole burst;
 * the function and why it is one: migration inbound_in_one_call), idempotent on the provider's
 * message id (a redelivery changes nothing, even when two arrive at once). Group messages are left
 * out while CheckMsgIsGroup is on. A contact's lone 1 to 5 answering a rating asked within
 * RATING_WINDOW_HOURS rates that closed ticket and joins it, which stays closed (migration
 * ticket_rating_answers). Returns, per message, what was stored, or null when nothing was (a
 * redelivery, an ignored group message). In `db`, a caller's transaction (takeInMessages', which
 * answers them in it), or on its own.
 */
export async function receiveMessages(
  connection: ConnectionRef,
  messages: InboundMessage[],
  db: RawTx = autocommit(),
): Promise<(Received | null)[]> {
  const { idGraf } = connection;
  // A message repeated in the batch is stored and answered for once, at its first place.
  const seen = new Set<string>();
  const first = messages.map((m) => !seen.has(m.id) && !!seen.add(m.id));
  const distinct = messages.filter((_, i) => first[i]);
  const rows = await db.$queryRaw<StoredRow[]>(Prisma.sql`
    SELECT provider_id AS "providerId", message_id AS "messageId", ticket_id AS "ticketId", ticket_contact_id AS "contactId",
      ticket_created AS "created", ticket_reopened AS "reopened", closed_user_id AS "closedUserId", closed_queue_id AS "closedQueueId",
      rating
    FROM receive_inbound(${idGraf}::int, ${connection.id}::int, ${defaultSettings.CheckMsgIsGroup}, ${defaultSettings.timeCreateNewTicket},
      ${new Date().toISOString()}::timestamp(3), ${JSON.stringify(contactRows(distinct))}::jsonb, ${JSON.stringify(distinct.map(messageRow))}::jsonb,
      ${downloadMediaJob.queue}, ${env().RATING_WINDOW_HOURS * 3600}::float8)`);
  const stored = new Map(rows.map((row) => [row.providerId, row]));
  // Only a ticket's first stored message of the batch starts (or restarts) its conversation.
  const started = new Set<number>();
  const received = new Map<string, Received>();
  for (const message of distinct) {
    const row = stored.get(message.id);
    if (!row) continue;
    const choice = started.has(row.ticketId)
      ? { ticketId: row.ticketId, created: false, reopened: false }
      : ticketChoice(idGraf, row);
    started.add(row.ticketId);
    received.set(message.id, {
      ...choice,
      messageId: row.messageId,
      contactId: row.contactId,
      hasMedia: !!message.media,
      ...(row.rating !== null && { rating: row.rating }),
    });
  }
  return messages.map((m, i) => (first[i] ? (received.get(m.id) ?? null) : null));
}

const ticketNumber = (m: InboundMessage) => (m.isGroup ? m.chatId : m.contact.number);

type StoredRow = TicketRow & { providerId: string; messageId: number; rating: number | null };

/**
 * Each message's contacts (its conversation's, and a group member's), for the message they came
 * with: receive_inbound upserts those of the messages it keeps, one per number.
 */
const contactRows = (messages: InboundMessage[]) =>
  messages
    .flatMap((m) => [
      { number: ticketNumber(m), name: m.isGroup ? undefined : m.contact.name, isGroup: m.isGroup, message: m.id },
      ...(m.isGroup ? [{ ...m.contact, isGroup: false, message: m.id }] : []),
    ])
    .map((contact, n) => ({
      n,
      number: contact.number,
      name: contact.name?.trim() || contact.number,
      isGroup: contact.isGroup,
      message: contact.message,
    }));

/** A message as receive_inbound stores it; `n` keeps the batch's order. */
const messageRow = (m: InboundMessage, n: number) => ({
  n,
  id: m.id,
  ticketNumber: ticketNumber(m),
  isGroup: m.isGroup,
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
