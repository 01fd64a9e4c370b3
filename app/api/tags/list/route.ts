import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { listAllTags } from "@/lib/tags/list-tags";

export const GET = apiRoute({}, async ({ caller }) => NextResponse.json(await listAllTags(caller)));
