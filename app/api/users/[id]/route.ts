import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { clientAddress } from "@/lib/http/client-address";
import { parseJson, parseParams } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { deleteUser } from "@/lib/users/delete-user";
import { getUser } from "@/lib/users/get-user";
import { updateUserSchema, userIdParamsSchema } from "@/lib/users/schemas";
import { updateUser } from "@/lib/users/update-user";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await getUser(caller, parseParams(await params, userIdParamsSchema)));
});

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const { id } = parseParams(await params, userIdParamsSchema);
  const input = await parseJson(req, updateUserSchema);
  return NextResponse.json(await updateUser(caller, { id, input, address: clientAddress(req.headers) }));
});

export const DELETE = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  await deleteUser(caller, parseParams(await params, userIdParamsSchema));
  return NextResponse.json({ message: "User deleted" });
});
