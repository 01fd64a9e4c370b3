import { AppError } from "@/lib/errors/app-error";
import { apiRoute } from "@/lib/http/route";

// Any /api path no route file has (and /api itself) answers the API's JSON 404 rather than Next's
// HTML page. An optional catch-all at the top of /api is the least specific route there: every
// other route, next-auth's catch-all under /api/auth included, wins over it.
const notFound = apiRoute({ caller: "anyone" }, async () => {
  throw new AppError("ERR_NOT_FOUND", "No such API route");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
