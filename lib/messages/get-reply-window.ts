import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { visibleTicketPlace } from "./list-mentionable-users";
import { readReplyWindow } from "./reply-window";

/** Whether the composer may send free messages to a ticket's contact, and until when (Cloud API). */
export async function getReplyWindow(caller: Caller, ticketId: number) {
  const ticket = await visibleTicketPlace(prisma, caller, ticketId);
  return readReplyWindow(prisma, ticket.id);
}
