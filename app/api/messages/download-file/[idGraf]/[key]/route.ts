import { requireCaller } from "@/lib/auth/caller";
import { fileResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";
import { openMedia } from "@/lib/messages/open-media";

// Media shown in the chat; `thumbnail_{key}` is a video's still.
export const GET = route<{ idGraf: string; key: string }>(async (req, { params }) => {
  const { idGraf, key } = await params;
  return fileResponse(await openMedia(await requireCaller(req), idGraf, key), false);
});
