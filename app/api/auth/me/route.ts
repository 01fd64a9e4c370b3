import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { getOwnProfile } from "@/lib/users/get-own-profile";

export const GET = apiRoute({ fast: true }, async ({ caller }) => jsonResponse(await getOwnProfile(caller)));
