import { isoTime, readSql } from "@/lib/db/read-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStatus } from "./ticket-status";

// The ticket as the API shows it (spec section 3), with the names the lists and the chat header
// show beside their ids, built by PostgreSQL as the JSON the API answers: the lists, the chat and
// the realtime events read it on every request, and mapping it through Prisma's client cost more
// than the query (lib/db/read-sql.ts).
export type TicketView = {
  id: number;
  status: TicketStatus;
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number;
  whatsapp: { id: number; name: string };
  contactId: number;
  contact: { id: number; name: string; number: string; profilePicUrl: string | null };
  idGraf: number;
  isGroup: boolean;
  tags: { id: number; name: string; color: string }[];
  lastMessage: string;
  lastMessageTime: string | null;
  createdAt: string;
  updatedAt: string;
  unread: boolean;
  unreadMessages: number;
  /** Whether the ticket's last message failed to send for good (the row's mark). */
  lastMessageFailed: boolean;
  /** The contact's satisfaction rating of the ticket, 1 to 5, once given (ask-rating.ts). */
  rating: number | null;
};

/** The view of the "Ticket" row aliased `t`, as one JSON value. */
export const TICKET_VIEW_SQL = Prisma.raw(`json_build_object(
  'id', t.id, 'status', t.status,
  'userId', t."userId", 'user', (SELECT json_build_object('id', u.id, 'name', u.name) FROM "User" u WHERE u.id = t."userId"),
  'queueId', t."queueId", 'queue', (SELECT json_build_object('id', q.id, 'name', q.name, 'color', q.color) FROM "Queue" q WHERE q.id = t."queueId"),
  'whatsappId', t."whatsappId", 'whatsapp', (SELECT json_build_object('id', w.id, 'name', w.name) FROM "Whatsapp" w WHERE w.id = t."whatsappId"),
  'contactId', t."contactId",
  'contact', (SELECT json_build_object('id', c.id, 'name', c.name, 'number', c.number, 'profilePicUrl', c."profilePicUrl") FROM "Contact" c WHERE c.id = t."contactId"),
  'idGraf', t."idGraf", 'isGroup', t."isGroup",
  'tags', coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color) ORDER BY g.name, g.id)
                    FROM "TicketTag" tt JOIN "Tag" g ON g.id = tt."tagId" WHERE tt."ticketId" = t.id), '[]'),
  'lastMessage', t."lastMessage", 'lastMessageTime', ${isoTime('t."lastMessageTime"')},
  'createdAt', ${isoTime('t."createdAt"')}, 'updatedAt', ${isoTime('t."updatedAt"')},
  'unread', t.unread, 'unreadMessages', t."unreadMessages",
  'lastMessageFailed', coalesce((SELECT m."sendError" <> '' FROM "Message" m WHERE m."ticketId" = t.id
                                 ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1), false),
  'rating', (SELECT r.rate FROM "TicketRating" r WHERE r."ticketId" = t.id))`);

/** The views of the tickets `where` selects, a condition on the "Ticket" row aliased `t`. */
export async function readTicketViews(where: Prisma.Sql): Promise<TicketView[]> {
  const rows = await readSql<{ view: TicketView }>(
    Prisma.sql`SELECT ${TICKET_VIEW_SQL} AS view FROM "Ticket" t WHERE ${where}`,
  );
  return rows.map((row) => row.view);
}

/** A ticket of the tenant by id, whoever asks (the caller, if any, has been checked). */
export async function ticketViewOf(idGraf: number, id: number): Promise<TicketView | null> {
  const [view] = await readTicketViews(Prisma.sql`t."idGraf" = ${idGraf} AND t.id = ${id}`);
  return view ?? null;
}
