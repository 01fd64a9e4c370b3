import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { ticketNotFound } from "@/lib/tickets/ticket-not-found";
import { limitOf, pageOf, readSql } from "@/lib/db/read-sql";
import { readTicketViews, TICKET_VIEW_SQL, type TicketView } from "@/lib/tickets/ticket-view";
import { visibleTicketSql } from "@/lib/tickets/ticket-visibility";
import { dbIdFromText } from "@/lib/validation/db-id";
import { MESSAGE_VIEW_SQL, readMessageViews, toMessageView, type MessageRow, type MessageView } from "./message-view";

export const MESSAGES_PAGE_SIZE = 20;

/**
 * GET /messages/{ticketId}: the spec's `pageNumber` (page 1 is the latest messages), or one cursor
 * naming a message of the ticket: `aroundMessageId` (the page around it, to open a chat at a
 * message), `beforeId` (the page of older ones) or `afterId` (the page of newer ones). Cursors keep
 * pages whole while messages arrive, which page numbers cannot.
 */
export const listMessagesQuery = z
  .object({
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    aroundMessageId: dbIdFromText.optional(),
    beforeId: dbIdFromText.optional(),
    afterId: dbIdFromText.optional(),
  })
  .refine((q) => [q.aroundMessageId, q.beforeId, q.afterId].filter((c) => c !== undefined).length <= 1, {
    message: "one cursor at most",
    path: ["aroundMessageId"],
  });

type Cursor = { id: number; createdAt: string };
type Side = "older" | "newer";

// The ticket's messages in the (ticketId, createdAt, id) index's order, newest first, or oldest first from a cursor.
const ticketMessages = (ticketId: number, idGraf: number) =>
  Prisma.sql`m."ticketId" = ${ticketId} AND m."idGraf" = ${idGraf}`;
const NEWEST_FIRST = Prisma.raw(`ORDER BY m."createdAt" DESC, m.id DESC`);

/** Up to `take` messages of the ticket on one side of the cursor, nearest first, plus whether more exist. */
async function side(where: Prisma.Sql, cursor: Cursor, dir: Side, take: number) {
  const after = Prisma.sql`(m."createdAt", m.id) > (${cursor.createdAt}::timestamp, ${cursor.id})`;
  const before = Prisma.sql`(m."createdAt", m.id) < (${cursor.createdAt}::timestamp, ${cursor.id})`;
  const rows =
    dir === "older"
      ? await readMessageViews(Prisma.sql`${where} AND ${before}`, Prisma.sql`${NEWEST_FIRST} ${limitOf(take + 1)}`)
      : await readMessageViews(
          Prisma.sql`${where} AND ${after}`,
          Prisma.sql`ORDER BY m."createdAt", m.id ${limitOf(take + 1)}`,
        );
  return { rows: rows.slice(0, take), more: rows.length > take };
}

async function cursorPage(where: Prisma.Sql, query: z.output<typeof listMessagesQuery>, cursorId: number) {
  const [cursor] = await readMessageViews(Prisma.sql`${where} AND m.id = ${cursorId}`);
  if (!cursor) throw new AppError("ERR_NOT_FOUND", "Message not found");
  if (query.beforeId) {
    const older = await side(where, cursor, "older", MESSAGES_PAGE_SIZE);
    return { rows: older.rows.reverse(), hasMore: older.more, hasNewer: true };
  }
  if (query.afterId) {
    const newer = await side(where, cursor, "newer", MESSAGES_PAGE_SIZE);
    return { rows: newer.rows, hasMore: true, hasNewer: newer.more };
  }
  const half = MESSAGES_PAGE_SIZE / 2;
  const [older, newer] = await Promise.all([side(where, cursor, "older", half), side(where, cursor, "newer", half)]);
  return { rows: [...older.rows.reverse(), cursor, ...newer.rows], hasMore: older.more, hasNewer: newer.more };
}

const numberedPageSql = (where: Prisma.Sql, pageNumber: number) =>
  Prisma.sql`${where} ${NEWEST_FIRST} ${pageOf(pageNumber, MESSAGES_PAGE_SIZE)}`;

/** Newest first, one more than a page: the page in reading order, and whether older ones exist. */
const numberedPage = (rows: MessageView[], pageNumber: number) => ({
  rows: rows.slice(0, MESSAGES_PAGE_SIZE).reverse(),
  hasMore: rows.length > MESSAGES_PAGE_SIZE,
  hasNewer: pageNumber > 1,
});

/**
 * The ticket and a numbered page of its messages in one statement: the read each chat opened
 * makes, where a second round trip cost more than either read.
 */
async function ticketWithNumberedPage(caller: Caller, ticketId: number, where: Prisma.Sql, pageNumber: number) {
  const [row] = await readSql<{ ticket: TicketView | null; messages: MessageRow[] | null }>(Prisma.sql`
    SELECT (SELECT ${TICKET_VIEW_SQL} FROM "Ticket" t WHERE t.id = ${ticketId} AND ${visibleTicketSql(caller)}) AS ticket,
      (SELECT json_agg(p.view ORDER BY p."createdAt" DESC, p.id DESC) FROM (
        SELECT ${MESSAGE_VIEW_SQL} AS view, m."createdAt", m.id FROM "Message" m WHERE ${numberedPageSql(where, pageNumber)}) p) AS messages`);
  return { ticket: row.ticket, page: numberedPage((row.messages ?? []).map(toMessageView), pageNumber) };
}

/**
 * One page of a ticket's messages in reading order, served by the (ticketId, createdAt, id) index.
 * `hasMore` tells whether older messages exist, `hasNewer` whether newer ones do.
 */
export async function listMessages(caller: Caller, ticketId: number, input: z.input<typeof listMessagesQuery>) {
  const query = listMessagesQuery.parse(input);
  const where = ticketMessages(ticketId, caller.idGraf);
  const { ticket, page } = await ticketWithPage(caller, ticketId, where, query);
  if (!ticket) throw ticketNotFound();
  if (page instanceof Error) throw page;
  return { messages: page.rows, ticket, hasMore: page.hasMore, hasNewer: page.hasNewer };
}

async function ticketWithPage(
  caller: Caller,
  ticketId: number,
  where: Prisma.Sql,
  query: z.output<typeof listMessagesQuery>,
) {
  const cursorId = query.aroundMessageId ?? query.beforeId ?? query.afterId;
  if (cursorId === undefined) return ticketWithNumberedPage(caller, ticketId, where, query.pageNumber);
  // Both reads go out together; the messages are thrown away when the ticket is not visible.
  const [[ticket], page] = await Promise.all([
    readTicketViews(Prisma.sql`t.id = ${ticketId} AND ${visibleTicketSql(caller)}`),
    cursorPage(where, query, cursorId).catch((error: unknown) => error as Error),
  ]);
  return { ticket, page };
}
