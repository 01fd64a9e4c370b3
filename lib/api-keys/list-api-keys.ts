import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";

/** The tenant's keys, newest first, without the keys themselves (only their hashes are kept). */
export async function listApiKeys(caller: Caller) {
  assertAdmin(caller);
  return prisma.apiKey.findMany({
    where: { idGraf: caller.idGraf },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      scopes: true,
      createdAt: true,
      lastUsedAt: true,
      createdBy: { select: { id: true, name: true } },
    },
  });
}
