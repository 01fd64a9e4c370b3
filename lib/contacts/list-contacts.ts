import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { contactViewSelect } from "./contact-view";
import { findContactPage, inOrder } from "./find-contact-page";
import type { ListContactsQuery } from "./schemas";

export const CONTACTS_PAGE_SIZE = 20;

/** The contacts screen's pages: search by name (case and accents ignored) or number. */
export async function listContacts(caller: Caller, { searchParam, pageNumber }: ListContactsQuery) {
  const { ids, hasMore } = await findContactPage(caller.idGraf, searchParam, pageNumber, CONTACTS_PAGE_SIZE);
  const rows = await prisma.contact.findMany({
    where: { id: { in: ids }, idGraf: caller.idGraf },
    select: contactViewSelect,
  });
  return { contacts: inOrder(ids, rows), hasMore };
}
