import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { createUserSchema, listUsersQuerySchema } from "@/lib/users/schemas";

export const GET = apiRoute({ query: listUsersQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listUsers(caller, query)),
);

export const POST = apiRoute({ permission: ADMIN, body: createUserSchema }, async ({ caller, body }) =>
  NextResponse.json(await createUser(caller, body), { status: 201 }),
);
