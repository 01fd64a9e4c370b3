import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { deleteTag } from "@/lib/tags/delete-tag";
import { getTag } from "@/lib/tags/get-tag";
import { updateTag } from "@/lib/tags/save-tag";
import { tagSchema } from "@/lib/tags/schemas";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) =>
  NextResponse.json(await getTag(await requireCaller(req), { id: await idParam(params) })),
);

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await updateTag(caller, { id, input: await parseJson(req, tagSchema) }));
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteTag(await requireCaller(req), { id: await idParam(params) });
  return NextResponse.json({ message: "Tag deleted" });
});
