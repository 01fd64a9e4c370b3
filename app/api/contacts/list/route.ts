import { NextResponse } from "next/server";
import { listContactOptions } from "@/lib/contacts/list-contact-options";
import { apiRoute } from "@/lib/http/route";

export const GET = apiRoute({}, async ({ caller }) => NextResponse.json(await listContactOptions(caller)));
