import { limitSignIn } from "@/lib/auth/rate-limit";
import { loginSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { parseJson } from "@/lib/http/parse";
import { sessionResponse } from "@/lib/http/refresh-cookie";
import { route } from "@/lib/http/route";

export const POST = route(async (req) => {
  const { email, password } = await parseJson(req, loginSchema);
  const session = await limitSignIn(clientAddress(req.headers), email, () => signInWithPassword(email, password));
  return sessionResponse(session);
});
