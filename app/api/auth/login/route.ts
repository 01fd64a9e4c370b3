import { limitSignIn } from "@/lib/auth/rate-limit";
import { loginSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { sessionResponse } from "@/lib/http/refresh-cookie";
import { apiRoute } from "@/lib/http/route";

export const POST = apiRoute({ caller: "anyone", body: loginSchema }, async ({ req, body: { email, password } }) => {
  const session = await limitSignIn(clientAddress(req.headers), email, () => signInWithPassword(email, password));
  return sessionResponse(session);
});
