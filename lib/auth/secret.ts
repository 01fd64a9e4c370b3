import { createHash } from "node:crypto";
import { env } from "@/lib/config/env";

/** The signing secret, set by server.ts at boot (from AUTH_SECRET or the one kept in DATA_DIR). */
export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: start the app through server.ts");
  return secret;
}

/** A key per purpose, so a token of one kind can never pass for another. */
export function derivedKey(purpose: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(`${purpose}:${authSecret()}`).digest());
}
