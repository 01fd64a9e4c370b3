import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { setOwnPresence } from "@/lib/users/presence";
import { presenceSchema } from "@/lib/users/schemas";

export const PUT = apiRoute({ body: presenceSchema }, async ({ caller, body }) =>
  NextResponse.json(await setOwnPresence(caller, body)),
);
