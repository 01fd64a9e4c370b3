import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { listSettings } from "@/lib/settings/list-settings";

export const GET = apiRoute({ permission: ADMIN }, async ({ caller }) => NextResponse.json(await listSettings(caller)));
