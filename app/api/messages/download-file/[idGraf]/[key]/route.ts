import { fileResponse } from "@/lib/http/file-response";
import { textParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { openMedia } from "@/lib/messages/open-media";

// Media shown in the chat; `thumbnail_{key}` is a video's still.
export const GET = apiRoute({ params: textParams("idGraf", "key") }, async ({ caller, params: { idGraf, key } }) =>
  fileResponse(await openMedia(caller, idGraf, key), false),
);
