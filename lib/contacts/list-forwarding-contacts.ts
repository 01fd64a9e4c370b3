import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { findContactPage, inOrder } from "./find-contact-page";

export const FORWARDING_PAGE_SIZE = 20;

/** The forward-to-contacts dialog's pages, searched like the contacts screen. */
export async function listForwardingContacts(
  caller: Caller,
  { searchTerm, page }: { searchTerm: string; page: number },
) {
  const { ids, hasMore } = await findContactPage(caller.idGraf, searchTerm, page, FORWARDING_PAGE_SIZE);
  const rows = await prisma.contact.findMany({
    where: { id: { in: ids }, idGraf: caller.idGraf },
    select: { id: true, name: true, number: true, profilePicUrl: true },
  });
  return { contacts: inOrder(ids, rows), hasMore };
}
