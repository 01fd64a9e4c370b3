import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { API_PAGE_SIZE } from "./list-api-tickets";
import type { ListApiContactsQuery } from "./schemas";

/** The fields of a contact in the API (apiContactSchema). */
export const API_CONTACT_SELECT = { id: true, name: true, number: true, email: true, isGroup: true } as const;

/** The tenant's contacts by id, a page after the cursor, or the one of a number. */
export async function listApiContacts(caller: Caller, query: ListApiContactsQuery) {
  const rows = await prisma.contact.findMany({
    where: {
      idGraf: caller.idGraf,
      ...(query.number && { number: query.number }),
      ...(query.cursor && { id: { gt: Number(query.cursor) } }),
    },
    orderBy: { id: "asc" },
    take: API_PAGE_SIZE + 1,
    select: API_CONTACT_SELECT,
  });
  const items = rows.slice(0, API_PAGE_SIZE);
  return { items, nextCursor: rows.length > API_PAGE_SIZE ? String(items.at(-1)!.id) : null };
}
