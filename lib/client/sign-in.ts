import { signIn } from "next-auth/react";
import { rememberSession, rememberToken } from "./local-session";

export type SignInResult = { ok: true } | { ok: false; code: string };

/**
 * Signs the browser in through a token route (password or ERP SSO): the route checks and
 * rate-limits, sets the refresh cookie and answers the access token, which next-auth then turns
 * into the session cookie.
 */
export async function signInThroughApi(
  path: "/api/auth/login" | "/api/auth/login/sso",
  body: unknown,
): Promise<SignInResult> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as {
    token?: string;
    user?: { idGraf: number };
    error?: string;
  } | null;
  if (!res.ok || !json?.token || !json.user) return { ok: false, code: json?.error ?? "ERR_INTERNAL" };
  const session = await signIn("access-token", { token: json.token, redirect: false });
  if (!session?.ok) return { ok: false, code: "ERR_INVALID_CREDENTIALS" };
  rememberSession({ token: json.token, user: json.user });
  return { ok: true };
}

/**
 * A new browser session from the refresh cookie, when the current one expired: the refresh route
 * answers a new access token, which next-auth turns into a new session cookie.
 */
export async function renewSession(): Promise<boolean> {
  const res = await fetch("/api/auth/refresh_token", { method: "POST", credentials: "include" });
  const json = (await res.json().catch(() => null)) as { token?: string } | null;
  if (!res.ok || !json?.token) return false;
  const session = await signIn("access-token", { token: json.token, redirect: false });
  if (!session?.ok) return false;
  rememberToken(json.token);
  return true;
}
