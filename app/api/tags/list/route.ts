import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { route } from "@/lib/http/route";
import { listAllTags } from "@/lib/tags/list-tags";

export const GET = route(async (req) => NextResponse.json(await listAllTags(await requireCaller(req))));
