import { requireCaller } from "@/lib/auth/caller";
import { jsonResponse } from "@/lib/http/respond";
import { hotRoute } from "@/lib/http/route";
import { getOwnProfile } from "@/lib/users/get-own-profile";

// server.ts serves this GET itself, outside Next (server/hot-api-routes.ts): it answers JSON and uses nothing of Next's request context.
export const GET = hotRoute(async (req) => {
  const caller = await requireCaller(req);
  return jsonResponse(await getOwnProfile(caller));
});
