import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { insertJobSql } from "@/lib/jobs/job-queue";
import type { MessageKind, OutboundTemplate } from "@/lib/whatsapp/provider";
import { messagePreview } from "./message-preview";
import { MESSAGE_VIEW_SQL, toMessageView, type MessageRow, type MessageView } from "./message-view";
import { newOutboundId } from "./outbound-id";
import { sendMessageJob } from "./send-message-job";

/**
 * A file of the tenant's MediaStore, sent as this kind under the sender's file name. Several
 * messages may name one file (forwarded copies): a file is never removed while a message names it.
 */
export type StoredMedia = { key: string; kind: MessageKind; fileName: string };

export type OutboundMessage = {
  body: string;
  userId?: number | null;
  quotedMsgId?: number | null;
  media?: StoredMedia;
  forwarded?: boolean;
  /** A reaction (to the quoted message) or a template, whose request the send job finds in `template`. */
  kind?: Extract<MessageKind, "reactionMessage" | "templateMessage">;
  template?: OutboundTemplate;
};

/** What a caller learns of the message stored: what it gave, and the message as the API shows it. */
export type StoredOutbound = {
  id: number;
  providerMessageId: string;
  body: string;
  fromMe: true;
  ack: 0;
  view: MessageView;
};

/**
 * A message from the business side, stored with ack 0 and handed to the send job: one statement
 * writes the message, the ticket's last message and the job, so once it returns the message is sent
 * even if the process dies right after. On its own (`autocommit()`) it needs no transaction; in a
 * caller's transaction it is one step of it. Call wakeJobs(sendMessageJob) after the commit. The
 * message's view comes from the same statement: a send's answer waits for no other round trip.
 */
export async function storeOutbound(
  db: RawTx,
  ticket: { id: number; idGraf: number; whatsappId: number },
  message: OutboundMessage,
): Promise<StoredOutbound> {
  const target = Prisma.sql`SELECT ${ticket.id}::int AS "id", ${ticket.whatsappId}::int AS "whatsappId"`;
  const stored = await storeOutboundTo(db, ticket, target, message);
  if (!stored) throw new Error(`ticket ${ticket.id}: the message was not stored`);
  return stored;
}

/**
 * storeOutbound into the ticket `target` selects (a row of its "id" and "whatsappId"), so that the
 * checks that select it and the store are one round trip; nothing is stored when it selects none.
 */
export async function storeOutboundTo(
  db: RawTx,
  ticket: { id: number; idGraf: number },
  target: Prisma.Sql,
  message: OutboundMessage,
): Promise<StoredOutbound | null> {
  const { media } = message;
  const kind: MessageKind =
    media?.kind ?? message.kind ?? (message.quotedMsgId ? "extendedTextMessage" : "conversation");
  const providerMessageId = newOutboundId();
  const now = Prisma.sql`${new Date().toISOString()}::timestamp(3)`;
  const dataJson = message.template ? JSON.stringify({ template: message.template }) : null;
  // The payload of sendMessageJob, built from the row the statement stores.
  const job = insertJobSql(sendMessageJob, Prisma.sql`jsonb_build_object('messageId', stored."id")`, {
    idGraf: ticket.idGraf,
    key: Prisma.sql`${`${sendMessageJob.queue}:`} || stored."id"`,
    group: `ticket:${ticket.id}`,
    from: Prisma.sql`stored`,
  });
  const [stored] = await db.$queryRaw<{ id: number; view: MessageRow }[]>`
    WITH target AS (${target}),
    stored AS (
      INSERT INTO "Message" ("idGraf", "ticketId", "whatsappId", "userId", "providerMessageId", "body", "fromMe", "read", "ack",
        "mediaType", "mediaUrl", "mediaNameOriginal", "quotedMsgId", "isForwardMessage", "dataJson", "createdAt", "updatedAt")
      SELECT ${ticket.idGraf}::int, target."id", target."whatsappId", ${message.userId ?? null}::int, ${providerMessageId}::text,
        ${message.body}::text, true, true, 0, ${kind}::text, ${media?.key ?? null}::text, ${media?.fileName ?? null}::text,
        ${message.quotedMsgId ?? null}::int, ${message.forwarded ?? false}::boolean, ${dataJson}::jsonb, ${now}, ${now}
      FROM target
      RETURNING *),
    ticket AS (
      UPDATE "Ticket" SET "lastMessage" = ${messagePreview({ kind, body: message.body })}, "lastMessageTime" = ${now}, "updatedAt" = ${now}
      WHERE "id" = (SELECT "ticketId" FROM stored)),
    job AS (${job})
    SELECT m."id", ${MESSAGE_VIEW_SQL} AS view FROM stored m`;
  if (!stored) return null;
  return {
    id: stored.id,
    providerMessageId,
    body: message.body,
    fromMe: true,
    ack: 0,
    view: toMessageView(stored.view),
  };
}
