import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { createTenant, newTenantSchema } from "@/lib/tenants/create-tenant";
import { listTenants } from "@/lib/tenants/list-tenants";

export const GET = apiRoute({ permission: "tenants:manage" }, async ({ caller }) =>
  NextResponse.json({ tenants: await listTenants(caller) }),
);

export const POST = apiRoute({ permission: "tenants:manage", body: newTenantSchema }, async ({ body }) =>
  NextResponse.json(await createTenant({ ...body, adminProfile: "admin" }), { status: 201 }),
);
