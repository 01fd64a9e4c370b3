import type { Caller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";

/** Every tenant, for a SUPERADMIN: the one view that crosses tenants, and it shows no tenant data. */
export async function listTenants(caller: Caller) {
  assertCan(caller, "tenants:manage");
  const tenants = await prisma.tenant.findMany({
    orderBy: { id: "asc" },
    select: { id: true, name: true, createdAt: true, _count: { select: { users: true } } },
  });
  return tenants.map((t) => ({ idGraf: t.id, name: t.name, createdAt: t.createdAt, usersCount: t._count.users }));
}
