import { limitSignIn } from "@/lib/auth/rate-limit";
import { ssoLoginSchema } from "@/lib/auth/schemas";
import { signInWithErpToken } from "@/lib/auth/sign-in-with-erp-token";
import { clientAddress } from "@/lib/http/client-address";
import { parseJson } from "@/lib/http/parse";
import { sessionResponse } from "@/lib/http/refresh-cookie";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { tokenErp } = await parseJson(req, ssoLoginSchema);
  const session = await limitSignIn(clientAddress(req.headers), undefined, () => signInWithErpToken(tokenErp));
  return sessionResponse(session);
});
