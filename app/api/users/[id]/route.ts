import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { clientAddress } from "@/lib/http/client-address";
import { apiRoute } from "@/lib/http/route";
import { deleteUser } from "@/lib/users/delete-user";
import { getUser } from "@/lib/users/get-user";
import { updateUserSchema, userIdParamsSchema } from "@/lib/users/schemas";
import { updateUser } from "@/lib/users/update-user";

export const GET = apiRoute({ params: userIdParamsSchema }, async ({ caller, params }) =>
  NextResponse.json(await getUser(caller, params)),
);

// Any user may change their own account; another's is an admin's (lib/users/update-user.ts).
export const PUT = apiRoute(
  { params: userIdParamsSchema, body: updateUserSchema },
  async ({ req, caller, params, body }) =>
    NextResponse.json(await updateUser(caller, { id: params.id, input: body, address: clientAddress(req.headers) })),
);

export const DELETE = apiRoute({ permission: ADMIN, params: userIdParamsSchema }, async ({ caller, params }) => {
  await deleteUser(caller, params);
  return NextResponse.json({ message: "User deleted" });
});
