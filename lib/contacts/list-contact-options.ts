import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";

/** The most GET /contacts/list answers: a tenant's whole address book would hold the process and the database. */
export const CONTACT_OPTIONS_LIMIT = 1000;

/** GET /contacts/list: the tenant's contacts for pickers (schedules, new ticket), the first 1000 by name. */
export function listContactOptions(caller: Caller) {
  return prisma.contact.findMany({
    where: { idGraf: caller.idGraf },
    select: { id: true, name: true, number: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: CONTACT_OPTIONS_LIMIT,
  });
}
