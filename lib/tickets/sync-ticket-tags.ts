import type { Caller } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import type { SyncTagsInput } from "./schemas";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** The ticket's tags become exactly the given ones (distinct: syncTagsSchema), which must be tags of the tenant. */
export async function syncTicketTags(caller: Caller, { ticketId, tags }: SyncTagsInput) {
  const { ticket } = await updateVisibleTicket(caller, ticketId, async (tx) => {
    const [{ found }] = await tx.$queryRaw<{ found: number }[]>`
      SELECT count(*)::int AS found FROM "Tag" WHERE "id" = ANY(${tags}::int[]) AND "idGraf" = ${caller.idGraf}`;
    if (found !== tags.length)
      throw new AppError("ERR_NOT_FOUND", "Tag not found", [{ path: "tags", message: "notFound" }]);
    await tx.$executeRaw`DELETE FROM "TicketTag" WHERE "ticketId" = ${ticketId}`;
    await tx.$executeRaw`INSERT INTO "TicketTag" ("ticketId", "tagId") SELECT ${ticketId}::int, unnest(${tags}::int[])`;
    return samePlaceInLists;
  });
  await dispatch([{ type: "ticket.updated", idGraf: caller.idGraf, ticketId }]);
  return ticket;
}
