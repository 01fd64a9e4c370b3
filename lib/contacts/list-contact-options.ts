import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";

/** GET /contacts/list: every contact of the tenant, for pickers (schedules, new ticket). */
export function listContactOptions(caller: Caller) {
  return prisma.contact.findMany({
    where: { idGraf: caller.idGraf },
    select: { id: true, name: true, number: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
