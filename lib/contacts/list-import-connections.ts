import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";

/** The tenant's paired connections, whose phones' contacts the contacts screen offers to import. */
export function listImportConnections(caller: Caller) {
  return prisma.whatsapp.findMany({
    where: { idGraf: caller.idGraf, status: "CONNECTED" },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

export type ImportConnection = Awaited<ReturnType<typeof listImportConnections>>[number];
