import { limitSignIn } from "@/lib/auth/rate-limit";
import { ssoLoginSchema } from "@/lib/auth/schemas";
import { signInWithErpToken } from "@/lib/auth/sign-in-with-erp-token";
import { clientAddress } from "@/lib/http/client-address";
import { sessionResponse } from "@/lib/http/refresh-cookie";
import { apiRoute } from "@/lib/http/route";

export const POST = apiRoute({ caller: "anyone", body: ssoLoginSchema }, async ({ req, body: { tokenErp } }) => {
  const session = await limitSignIn(clientAddress(req.headers), undefined, () => signInWithErpToken(tokenErp));
  return sessionResponse(session);
});
