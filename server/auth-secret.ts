import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "@/lib/config/env";

/**
 * AUTH_SECRET when given. Otherwise a random secret generated on first start and kept in DATA_DIR,
 * except for a production server on an external database, which must be given one: a secret
 * nobody configured would differ per node and vanish with the machine.
 */
export async function ensureAuthSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is required in production with DATABASE_URL (at least 32 random characters).");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  const existing = await readFile(file, "utf8").catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
