import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { route } from "@/lib/http/route";
import { listMentionableUsers } from "@/lib/messages/list-mentionable-users";

// { users }: the attendants who may see the ticket, whom a note on it may mention.
export const GET = route<{ id: string }>(async (req, { params }) =>
  NextResponse.json(await listMentionableUsers(await requireCaller(req), await idParam(params))),
);
