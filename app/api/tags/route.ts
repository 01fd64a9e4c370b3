import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { listTags } from "@/lib/tags/list-tags";
import { createTag } from "@/lib/tags/save-tag";
import { listTagsQuerySchema, tagSchema } from "@/lib/tags/schemas";

export const GET = apiRoute({ query: listTagsQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listTags(caller, query)),
);

export const POST = apiRoute({ permission: ADMIN, body: tagSchema }, async ({ caller, body }) =>
  NextResponse.json(await createTag(caller, body), { status: 201 }),
);
