import type { Caller } from "@/lib/auth/caller";
import { assertTenantTags, syncTicketTags } from "@/lib/tickets/sync-ticket-tags";
import { updateTicket } from "@/lib/tickets/update-ticket";
import { getApiTicket } from "./list-api-tickets";
import type { PatchApiTicketInput } from "./schemas";

/**
 * PATCH /api/v1/tickets/{id}: the app's change of status, department or attendant, then the
 * ticket's tags when `tagIds` is given. Unknown tags are refused before anything changes.
 */
export async function patchApiTicket(caller: Caller, ticketId: number, { tagIds, ...change }: PatchApiTicketInput) {
  if (tagIds) await assertTenantTags(caller.idGraf, tagIds, "tagIds");
  if (Object.values(change).some((value) => value !== undefined)) await updateTicket(caller, ticketId, change);
  if (tagIds) await syncTicketTags(caller, { ticketId, tags: tagIds });
  return getApiTicket(caller, ticketId);
}
