import type { Caller } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors/app-error";
import { dispatch } from "@/lib/events/dispatch";
import type { SyncTagsInput } from "./schemas";
import { samePlaceInLists, updateVisibleTicket } from "./update-visible-ticket";

/** The ticket's tags become exactly the given ones, which must be tags of the tenant. */
export async function syncTicketTags(caller: Caller, { ticketId, tags }: SyncTagsInput) {
  const { ticket } = await updateVisibleTicket(caller, ticketId, async (tx, current) => {
    if (tags.length && (await tx.tag.count({ where: { id: { in: tags }, idGraf: caller.idGraf } })) !== tags.length) {
      throw new AppError("ERR_NOT_FOUND", "Tag not found", [{ path: "tags", message: "notFound" }]);
    }
    return { tags: { deleteMany: {}, create: tags.map((tagId) => ({ tagId })) }, ...samePlaceInLists(current) };
  });
  await dispatch([{ type: "ticket.updated", idGraf: caller.idGraf, ticketId }]);
  return ticket;
}
