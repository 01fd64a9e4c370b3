import { prisma } from "@/lib/db/client";
import { makeTenant } from "../support/factories";

// Prepared statements live in a connection: each check reads the connection the query before it
// used, which the pool hands out again to the next query when nothing else is running.
const prepared = async (fragment: string) =>
  (await prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${`%${fragment}%`}`).map((r) => r.name);

describe("prepared statements", () => {
  it("a query of few parameters is prepared once under a name and found there the next time", async () => {
    const tenant = await makeTenant();
    for (let i = 0; i < 3; i++) {
      expect(await prisma.user.findFirst({ where: { idGraf: tenant.idGraf, email: tenant.admin.email }, select: { id: true } })).toEqual({ id: tenant.admin.id });
    }
    const names = await prepared(`FROM "public"."User" AS "t0" WHERE ("t0"."idGraf" = $1 AND "t0"."email" = $2)`);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^s[\w-]{24}$/);
  });

  it("a query of many parameters is not kept: its text changes with the number of values", async () => {
    const tenant = await makeTenant();
    const ids = Array.from({ length: 40 }, (_, i) => tenant.admin.id + i);
    expect(await prisma.user.findMany({ where: { id: { in: ids }, idGraf: tenant.idGraf }, select: { id: true } })).toEqual([{ id: tenant.admin.id }]);
    await prisma.user.count({ where: { idGraf: tenant.idGraf } });
    // The same connection kept the small count, not the wide read before it.
    expect(await prepared(`SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."User"."id" FROM "public"."User" WHERE "public"."User"."idGraf" = $1`)).toHaveLength(1);
    expect(await prepared("$40")).toEqual([]);
  });

  it("a pattern search is planned for its term every time, never kept", async () => {
    const tenant = await makeTenant();
    const found = await prisma.user.findMany({ where: { idGraf: tenant.idGraf, name: { contains: "adm", mode: "insensitive" } }, select: { id: true } });
    expect(found).toEqual([{ id: tenant.admin.id }]);
    await prisma.user.count({ where: { idGraf: tenant.idGraf } });
    expect(await prepared(`SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."User"."id" FROM "public"."User" WHERE "public"."User"."idGraf" = $1`)).toHaveLength(1);
    expect(await prepared("ILIKE")).toEqual([]);
  });
});
