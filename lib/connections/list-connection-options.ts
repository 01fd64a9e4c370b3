import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";

/** The tenant's WhatsApp connections as choices for a select (a user's default connection). */
export function listConnectionOptions(caller: Caller) {
  return prisma.whatsapp.findMany({
    where: { idGraf: caller.idGraf },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
}

export type ConnectionOption = Awaited<ReturnType<typeof listConnectionOptions>>[number];
