import { fileResponse } from "@/lib/http/file-response";
import { textParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { openMedia } from "@/lib/messages/open-media";

// Documents, downloaded under the name the sender gave them.
export const GET = apiRoute({ params: textParams("idGraf", "name") }, async ({ caller, params: { idGraf, name } }) =>
  fileResponse(await openMedia(caller, idGraf, name), true),
);
