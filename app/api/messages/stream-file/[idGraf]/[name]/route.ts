import { requireCaller } from "@/lib/auth/caller";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { openMedia } from "@/lib/messages/open-media";

// Documents, downloaded under the name the sender gave them.
export const GET = route<{ idGraf: string; name: string }>(async (req, { params }) => {
  const { idGraf, name } = await params;
  return fileResponse(await openMedia(await requireCaller(req), idGraf, name), true);
});
