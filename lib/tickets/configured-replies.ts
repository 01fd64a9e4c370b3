import type { RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { askRating } from "./ask-rating";
import { enqueueAutomaticReply } from "./automatic-reply";
import { isTransfer, type Assignment, type Transition } from "./ticket-transitions";

type Configured = { idGraf: number; text: string | null; group: boolean };

/**
 * A text the admin configured, for a ticket in the transaction that changes it: trimmed, and none
 * for a group or when it is blank. `text` is the SQL of the column, read beside the ticket.
 */
async function enqueueConfigured(tx: RawTx, ticketId: number, text: Prisma.Sql, at: Date): Promise<boolean> {
  const [ticket] = await tx.$queryRaw<Configured[]>`
    SELECT t."idGraf", btrim(${text}) AS text, (t."isGroup" OR c."isGroup") AS "group"
    FROM "Ticket" t JOIN "Contact" c ON c.id = t."contactId"
    WHERE t.id = ${ticketId}`;
  if (!ticket?.text || ticket.group) return false;
  await enqueueAutomaticReply(
    tx,
    { id: ticketId, idGraf: ticket.idGraf },
    { text: ticket.text, templateAt: at.toISOString() },
  );
  return true;
}

/**
 * The farewell of the ticket's connection (`whatsappId`, the one it has once changed), when a
 * ticket that was not closed is resolved, by a person or by auto-close, and as the thanks for a
 * rating (when the resolve asked for one, the farewell waits for its answer).
 */
export const enqueueFarewell = (tx: RawTx, ticketId: number, whatsappId: number, at = new Date()) =>
  enqueueConfigured(
    tx,
    ticketId,
    Prisma.sql`(SELECT w."farewellMessage" FROM "Whatsapp" w WHERE w.id = ${whatsappId} AND w."idGraf" = t."idGraf")`,
    at,
  );

/** A department's transfer text, when a ticket is transferred into it from elsewhere. */
export const enqueueTransferText = (tx: RawTx, ticketId: number, queueId: number, at = new Date()) =>
  enqueueConfigured(
    tx,
    ticketId,
    Prisma.sql`(SELECT q."transferQueueMessage" FROM "Queue" q WHERE q.id = ${queueId} AND q."idGraf" = t."idGraf")`,
    at,
  );

/**
 * What a transition of PUT /tickets/{id} says to the contact, in its transaction: on a resolve the
 * connection's rating question (ask-rating.ts), else its farewell (a resolve of a closed ticket says
 * nothing), the department's text on a transfer into it.
 * Returns whether it enqueued one (then wakeJobs(automaticReply) after the commit).
 */
export async function enqueueTransitionReplies(
  tx: RawTx,
  ticketId: number,
  transition: Transition,
  current: Assignment & { whatsappId: number },
  next: Assignment & { whatsappId?: number },
): Promise<boolean> {
  const whatsappId = next.whatsappId ?? current.whatsappId;
  if (transition === "resolve" && current.status !== "closed")
    return (await askRating(tx, ticketId, whatsappId, next)) || enqueueFarewell(tx, ticketId, whatsappId);
  if (isTransfer(transition, current, next) && next.queueId !== null && next.queueId !== current.queueId)
    return enqueueTransferText(tx, ticketId, next.queueId);
  return false;
}
