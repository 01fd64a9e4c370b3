import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { listMentionableUsers } from "@/lib/messages/list-mentionable-users";

// { users }: the attendants who may see the ticket, whom a note on it may mention.
export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await listMentionableUsers(caller, params.id)),
);
