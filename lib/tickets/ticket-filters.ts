import { escapeLike } from "@/lib/db/escape-like";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStatus } from "./ticket-status";

// The filters lists, counts and search add to the visibility policy.

/** A status tab: the open tab holds only tickets someone is serving (spec section 4). */
export function listedStatusWhere(status: TicketStatus): Prisma.TicketWhereInput {
  return status === "open" ? { status, userId: { not: null } } : { status };
}

/** Tickets carrying any of the tags; no tags, no filter. */
export function taggedWhere(tagIds: number[] | undefined): Prisma.TicketWhereInput {
  return tagIds?.length ? { tags: { some: { tagId: { in: tagIds } } } } : {};
}

/** Tickets whose contact's name contains the text, or whose number contains its digits. */
export function contactMatchWhere(text: string): Prisma.TicketWhereInput {
  const digits = text.replace(/\D/g, "");
  return {
    contact: {
      OR: [{ name: { contains: escapeLike(text), mode: "insensitive" } }, ...(digits ? [{ number: { contains: digits } }] : [])],
    },
  };
}
