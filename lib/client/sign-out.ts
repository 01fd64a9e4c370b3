import { signOut } from "next-auth/react";
import { forgetSession } from "./local-session";

/** Ends the browser session: the refresh token on the server, then local state and the cookie. */
export async function signOutEverywhere() {
  await fetch("/api/auth/logout", { method: "DELETE", credentials: "include" }).catch(() => undefined);
  await signOutLocally();
}

export async function signOutLocally() {
  forgetSession();
  await signOut({ callbackUrl: "/login" });
}
