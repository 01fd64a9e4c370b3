import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { listTags } from "@/lib/tags/list-tags";
import { createTag } from "@/lib/tags/save-tag";
import { listTagsQuerySchema, tagSchema } from "@/lib/tags/schemas";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listTags(caller, parseQuery(req, listTagsQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createTag(caller, await parseJson(req, tagSchema)), { status: 201 });
});
