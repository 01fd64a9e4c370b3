import { isoTime } from "@/lib/db/read-sql";
import type { RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/** Meta's customer-service window: a Cloud API number may write freely for 24 hours after the contact's last message. */
export const REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type ReplyWindow = { provider: string; open: boolean; closesAt: Date | null };

/** What decides a ticket's window, as REPLY_WINDOW_SQL reads it. */
export type WindowFacts = { provider: string; lastInboundAt: string | null };

/**
 * The window's facts as two columns, over the "Ticket" row aliased `t` and its "Whatsapp" row
 * aliased `w`: the connection's provider and, on a Cloud API connection, the time of the contact's
 * last message there (in any of its tickets), walked from the newest of each ticket.
 */
export const REPLY_WINDOW_SQL = Prisma.raw(`w."provider" AS "provider",
  CASE WHEN w."provider" = 'cloud' THEN (
    SELECT ${isoTime('max(last."createdAt")')} FROM "Ticket" mt
    CROSS JOIN LATERAL (
      SELECT m."createdAt" FROM "Message" m WHERE m."ticketId" = mt.id AND NOT m."fromMe" ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1
    ) last
    WHERE mt."contactId" = t."contactId" AND mt."whatsappId" = t."whatsappId")
  END AS "lastInboundAt"`);

/**
 * Whether the business may write freely to a ticket's contact: always, except on a Cloud API
 * connection, where the window runs from the contact's last message on that connection and only an
 * approved template may go once it has closed.
 */
export function replyWindowOf({ provider, lastInboundAt }: WindowFacts, now = new Date()): ReplyWindow {
  if (provider !== "cloud") return { provider, open: true, closesAt: null };
  const closesAt = lastInboundAt ? new Date(Date.parse(lastInboundAt) + REPLY_WINDOW_MS) : null;
  return { provider, open: !!closesAt && closesAt > now, closesAt };
}

export async function readReplyWindow(db: RawTx, ticketId: number, now = new Date()): Promise<ReplyWindow> {
  const [facts] = await db.$queryRaw<WindowFacts[]>`
    SELECT ${REPLY_WINDOW_SQL} FROM "Ticket" t JOIN "Whatsapp" w ON w.id = t."whatsappId" WHERE t.id = ${ticketId}`;
  if (!facts) throw new AppError("ERR_NO_TICKET_FOUND", "Ticket not found");
  return replyWindowOf(facts, now);
}

export const windowClosed = () =>
  new AppError(
    "ERR_WHATSAPP_WINDOW_CLOSED",
    "More than 24 hours since the contact's last message: only an approved template can be sent",
  );

/** Refuses free messages to a Cloud API contact whose window has closed, before anything is stored. */
export function assertWindowOpen(facts: WindowFacts) {
  if (!replyWindowOf(facts).open) throw windowClosed();
}

/** assertWindowOpen for a ticket whose facts were not read yet. */
export async function assertReplyWindow(db: RawTx, ticketId: number) {
  if (!(await readReplyWindow(db, ticketId)).open) throw windowClosed();
}
