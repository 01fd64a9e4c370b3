import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { deleteTag } from "@/lib/tags/delete-tag";
import { getTag } from "@/lib/tags/get-tag";
import { updateTag } from "@/lib/tags/save-tag";
import { tagSchema } from "@/lib/tags/schemas";

export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getTag(caller, params)),
);

export const PUT = apiRoute(
  { permission: ADMIN, params: idParams, body: tagSchema },
  async ({ caller, params, body }) => NextResponse.json(await updateTag(caller, { id: params.id, input: body })),
);

export const DELETE = apiRoute({ permission: ADMIN, params: idParams }, async ({ caller, params }) => {
  await deleteTag(caller, params);
  return NextResponse.json({ message: "Tag deleted" });
});
