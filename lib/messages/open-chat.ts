import type { Caller } from "@/lib/auth/caller";
import { AppError } from "@/lib/errors/app-error";
import { listMessages } from "./list-messages";

/**
 * The page a chat opens with, read in the server's render of the chat's page so its first paint
 * has the messages: the page around `focusMessageId` (a search result), else the latest page; the
 * latest too when that message is not the ticket's. Null when the caller may not see the ticket.
 */
export async function openChat(
  caller: Caller,
  ticketId: number,
  focusMessageId?: number,
): Promise<Awaited<ReturnType<typeof listMessages>> | null> {
  try {
    return await listMessages(caller, ticketId, focusMessageId ? { aroundMessageId: focusMessageId } : {});
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "ERR_NOT_FOUND" && focusMessageId) return openChat(caller, ticketId);
    if (error.code === "ERR_NO_TICKET_FOUND") return null;
    throw error;
  }
}
