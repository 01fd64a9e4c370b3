import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { ticketNotFound } from "@/lib/tickets/ticket-not-found";
import { toTicketView, ticketViewSelect } from "@/lib/tickets/ticket-view";
import { visibleTicketWhere } from "@/lib/tickets/ticket-visibility";
import { dbIdFromText } from "@/lib/validation/db-id";
import { messageViewSelect, toMessageView } from "./message-view";

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

type Row = Prisma.MessageGetPayload<{ select: typeof messageViewSelect }>;
type Cursor = { id: number; createdAt: Date };
type Side = "older" | "newer";

/** Up to `take` messages of the ticket on one side of the cursor, nearest first, plus whether more exist. */
async function side(where: Prisma.MessageWhereInput, cursor: Cursor, dir: Side, take: number) {
  const op = dir === "older" ? "lt" : "gt";
  const order = dir === "older" ? "desc" : "asc";
  const rows = await prisma.message.findMany({
    where: { ...where, OR: [{ createdAt: { [op]: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { [op]: cursor.id } }] },
    orderBy: [{ createdAt: order }, { id: order }],
    take: take + 1,
    select: messageViewSelect,
  });
  return { rows: rows.slice(0, take), more: rows.length > take };
}

async function cursorPage(where: Prisma.MessageWhereInput, query: z.output<typeof listMessagesQuery>) {
  const cursorId = query.aroundMessageId ?? query.beforeId ?? query.afterId;
  if (cursorId === undefined) return null;
  const cursor = await prisma.message.findFirst({ where: { ...where, id: cursorId }, select: messageViewSelect });
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

async function numberedPage(where: Prisma.MessageWhereInput, pageNumber: number) {
  const rows: Row[] = await prisma.message.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (pageNumber - 1) * MESSAGES_PAGE_SIZE,
    take: MESSAGES_PAGE_SIZE + 1,
    select: messageViewSelect,
  });
  return { rows: rows.slice(0, MESSAGES_PAGE_SIZE).reverse(), hasMore: rows.length > MESSAGES_PAGE_SIZE, hasNewer: pageNumber > 1 };
}

/**
 * One page of a ticket's messages in reading order, served by the (ticketId, createdAt, id) index.
 * `hasMore` tells whether older messages exist, `hasNewer` whether newer ones do.
 */
export async function listMessages(caller: Caller, ticketId: number, input: z.input<typeof listMessagesQuery>) {
  const query = listMessagesQuery.parse(input);
  const where = { ticketId, idGraf: caller.idGraf };
  // Both reads go out together; the messages are thrown away when the ticket is not visible.
  const [ticket, page] = await Promise.all([
    prisma.ticket.findFirst({ where: { AND: [{ id: ticketId }, visibleTicketWhere(caller)] }, select: ticketViewSelect }),
    cursorPage(where, query).then((cursor) => cursor ?? numberedPage(where, query.pageNumber)).catch((error: unknown) => error as Error),
  ]);
  if (!ticket) throw ticketNotFound();
  if (page instanceof Error) throw page;
  return { messages: page.rows.map(toMessageView), ticket: toTicketView(ticket), hasMore: page.hasMore, hasNewer: page.hasNewer };
}
