import type { Caller } from "@/lib/auth/caller";
import { autocommit, type RawTx } from "@/lib/db/sql-transaction";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import type { SyncTagsInput } from "./schemas";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** Distinct tag ids that must all be tags of the tenant: 404 naming `path` otherwise. */
export async function assertTenantTags(idGraf: number, tags: number[], path = "tags", db: RawTx = autocommit()) {
  const [{ found }] = await db.$queryRaw<{ found: number }[]>`
    SELECT count(*)::int AS found FROM "Tag" WHERE "id" = ANY(${tags}::int[]) AND "idGraf" = ${idGraf}`;
  if (found !== tags.length) throw new AppError("ERR_NOT_FOUND", "Tag not found", [{ path, message: "notFound" }]);
}

/** The ticket's tags become exactly the given ones (distinct: syncTagsSchema), which must be tags of the tenant. */
export async function syncTicketTags(caller: Caller, { ticketId, tags }: SyncTagsInput) {
  const { ticket } = await updateVisibleTicket(caller, ticketId, async (tx) => {
    await assertTenantTags(caller.idGraf, tags, "tags", tx);
    // Only the links that change are written: each raises the ticket's ticket.updated webhook
    // (migration webhook_ticket_tags), which the same tags sent again must not.
    await tx.$executeRaw`DELETE FROM "TicketTag" WHERE "ticketId" = ${ticketId} AND NOT ("tagId" = ANY(${tags}::int[]))`;
    await tx.$executeRaw`
      INSERT INTO "TicketTag" ("ticketId", "tagId") SELECT ${ticketId}::int, unnest(${tags}::int[])
      ON CONFLICT DO NOTHING`;
    return samePlaceInLists;
  });
  await dispatch([{ type: "ticket.updated", idGraf: caller.idGraf, ticketId }]);
  return ticket;
}
