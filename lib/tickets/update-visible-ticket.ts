import { sqlTransaction, type RawTx } from "@/lib/db/sql-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import { ticketNotFound } from "./ticket-not-found";
import { TICKET_VIEW_SQL, type TicketView } from "./ticket-view";
import { visibleTicketSql, type Viewer } from "./ticket-visibility";

export type CurrentTicket = {
  id: number;
  status: string;
  userId: number | null;
  queueId: number | null;
  whatsappId: number;
};

/** The columns a change of a ticket may set; `keepsPlaceInLists` leaves its updatedAt as it was. */
type TicketChange = {
  status?: string;
  userId?: number | null;
  queueId?: number | null;
  closedAt?: Date | null;
  whatsappId?: number;
  unreadMessages?: number;
  unread?: boolean;
  keepsPlaceInLists?: boolean;
};

/** Reads and writes of its own (checks, the ticket's tags) run in `tx`, the transaction holding the ticket's row. */
type Change = (tx: RawTx, current: CurrentTicket) => Promise<TicketChange> | TicketChange;

const COLUMNS = ["status", "userId", "queueId", "closedAt", "whatsappId", "unreadMessages", "unread"] as const;

function setClause({ keepsPlaceInLists, ...change }: TicketChange): Prisma.Sql {
  const set = COLUMNS.filter((column) => change[column] !== undefined).map(
    (column) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${change[column]}`,
  );
  // Lists are ordered by updatedAt: reading or tagging a ticket leaves it where it is.
  if (!keepsPlaceInLists) set.push(Prisma.sql`"updatedAt" = ${new Date()}::timestamp(3)`);
  return set.length ? Prisma.join(set) : Prisma.sql`"updatedAt" = "updatedAt"`;
}

/**
 * Changes one ticket the caller may see, holding its row lock from the read to the write so two
 * attendants acting at once are served one after the other; returns the ticket before and its view
 * after. On pg without Prisma's client (lib/db/sql-transaction.ts): the view is built from the row
 * the update returns, in the same statement.
 */
export async function updateVisibleTicket(
  viewer: Viewer,
  id: number,
  change: Change,
): Promise<{ before: CurrentTicket; ticket: TicketView }> {
  return sqlTransaction(async (tx) => {
    // Locked and read in one statement: FOR UPDATE waits for a change under way and reads the row it left.
    const [locked] = await tx.$queryRaw<(CurrentTicket & { visible: boolean })[]>`
      SELECT t.id, t.status, t."userId", t."queueId", t."whatsappId", (${visibleTicketSql(viewer)}) AS visible
      FROM "Ticket" t WHERE t.id = ${id} AND t."idGraf" = ${viewer.idGraf} FOR UPDATE`;
    if (!locked?.visible) throw ticketNotFound();
    const { visible: _, ...before } = locked;
    const set = setClause(await change(tx, before));
    const [{ view }] = await tx.$queryRaw<{ view: TicketView }[]>`
      WITH t AS (UPDATE "Ticket" SET ${set} WHERE "id" = ${id} AND "idGraf" = ${viewer.idGraf} RETURNING *)
      SELECT ${TICKET_VIEW_SQL} AS view FROM t`;
    return { before, ticket: view };
  });
}

/** Reading and tagging leave a ticket where it is in the lists, which are ordered by updatedAt. */
export const samePlaceInLists = { keepsPlaceInLists: true } as const;
