import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { assertCan } from "@/lib/auth/permissions";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { createTenant, newTenantSchema } from "@/lib/tenants/create-tenant";
import { listTenants } from "@/lib/tenants/list-tenants";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json({ tenants: await listTenants(caller) });
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  assertCan(caller, "tenants:manage");
  const input = await parseJson(req, newTenantSchema);
  return NextResponse.json(await createTenant({ ...input, adminProfile: "admin" }), { status: 201 });
});
