import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { publicApiDocument } from "./document";

export const GET = apiRoute({ caller: "anyone" }, async () => jsonResponse(publicApiDocument()));
