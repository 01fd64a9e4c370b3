import { isoTime, readSql } from "@/lib/db/read-sql";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { isMediaKey } from "@/lib/media/media-store";
import { mediaPath } from "./open-media";
import { publicDataJson } from "./public-data-json";

// A message as the API and the realtime channels show it (spec section 3), read as JSON built by
// PostgreSQL like the ticket's view (lib/tickets/ticket-view.ts), then its media key and its
// provider payload made fit for a browser.
type Person = { id: number; name: string };
type ContactName = { id: number; name: string; profilePicUrl: string | null };

export type MessageRow = {
  id: number;
  ticketId: number;
  idGraf: number;
  body: string;
  fromMe: boolean;
  read: boolean;
  ack: number;
  mediaUrl: string | null;
  mediaType: string;
  mediaNameOriginal: string | null;
  createdAt: string;
  isDeleted: boolean;
  editedMessage: string | null;
  isForwardMessage: boolean;
  sendError: string | null;
  /** While the send is being tried again: the last failed attempt's code (null once sent or failed for good). */
  sendRetryError: string | null;
  isPrivate: boolean;
  /** The attendant who wrote it (a note's author). */
  user: Person | null;
  mentions: Person[];
  dataJson: Prisma.JsonValue;
  contact: ContactName | null;
  quotedMsg: {
    id: number;
    body: string;
    fromMe: boolean;
    mediaType: string;
    isDeleted: boolean;
    contact: ContactName | null;
  } | null;
};

const contactSql = (alias: string, column: string) =>
  `(SELECT json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'profilePicUrl', ${alias}."profilePicUrl") FROM "Contact" ${alias} WHERE ${alias}.id = ${column})`;

/** The view of the "Message" row aliased `m`, as one JSON value (before toMessageView). */
export const MESSAGE_VIEW_SQL = Prisma.raw(`json_build_object(
  'id', m.id, 'ticketId', m."ticketId", 'idGraf', m."idGraf", 'body', m.body, 'fromMe', m."fromMe", 'read', m.read, 'ack', m.ack,
  'mediaUrl', m."mediaUrl", 'mediaType', m."mediaType", 'mediaNameOriginal', m."mediaNameOriginal", 'createdAt', ${isoTime('m."createdAt"')},
  'isDeleted', m."isDeleted", 'editedMessage', m."editedMessage", 'isForwardMessage', m."isForwardMessage", 'sendError', m."sendError",
  'sendRetryError', m."sendRetryError", 'isPrivate', m."isPrivate",
  'user', (SELECT json_build_object('id', u.id, 'name', u.name) FROM "User" u WHERE u.id = m."userId"),
  'mentions', coalesce((SELECT json_agg(json_build_object('id', mu.id, 'name', mu.name))
                        FROM "MessageMention" mm JOIN "User" mu ON mu.id = mm."userId" WHERE mm."messageId" = m.id), '[]'),
  'dataJson', m."dataJson",
  'contact', ${contactSql("c", 'm."contactId"')},
  'quotedMsg', (SELECT json_build_object('id', q.id, 'body', q.body, 'fromMe', q."fromMe", 'mediaType', q."mediaType", 'isDeleted', q."isDeleted",
                                         'contact', ${contactSql("qc", 'q."contactId"')})
                FROM "Message" q WHERE q.id = m."quotedMsgId"))`);

/** Stored media keys become their download path (PENDING, ERROR and TOO_LARGE stay); the raw payload only what the chat shows. */
export function toMessageView(row: MessageRow) {
  const { mediaUrl } = row;
  return {
    ...row,
    mediaUrl: mediaUrl && isMediaKey(mediaUrl) ? mediaPath(row.idGraf, mediaUrl) : mediaUrl,
    dataJson: publicDataJson(row.dataJson),
  };
}

export type MessageView = ReturnType<typeof toMessageView>;

/** The views of the messages `where` selects (on the "Message" row aliased `m`), in `order`. */
export async function readMessageViews(where: Prisma.Sql, order: Prisma.Sql = Prisma.empty): Promise<MessageView[]> {
  const rows = await readSql<{ view: MessageRow }>(
    Prisma.sql`SELECT ${MESSAGE_VIEW_SQL} AS view FROM "Message" m WHERE ${where} ${order}`,
  );
  return rows.map((row) => toMessageView(row.view));
}

/** A stored message of the tenant as the API shows it, by its id (the caller has already been checked). */
export async function messageViewOf(idGraf: number, id: number) {
  const [view] = await readMessageViews(Prisma.sql`m."idGraf" = ${idGraf} AND m.id = ${id}`);
  if (!view) throw new AppError("ERR_NOT_FOUND", "Message not found");
  return view;
}
