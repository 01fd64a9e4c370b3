import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { createUserSchema, listUsersQuerySchema } from "@/lib/users/schemas";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listUsers(caller, parseQuery(req, listUsersQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  const user = await createUser(caller, await parseJson(req, createUserSchema));
  return NextResponse.json(user, { status: 201 });
});
