import type { Caller } from "@/lib/auth/caller";
import { listMessages } from "@/lib/messages/list-messages";

/**
 * A ticket's messages a page at a time, from the latest back (each page in reading order), through
 * the chat's own read: the cursor is the oldest message of the page before.
 */
export async function listApiMessages(caller: Caller, ticketId: number, cursor: string | undefined) {
  const page = await listMessages(caller, ticketId, cursor ? { beforeId: Number(cursor) } : {});
  const items = page.messages;
  return { items, nextCursor: page.hasMore && items.length ? String(items[0].id) : null };
}
