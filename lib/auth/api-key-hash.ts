import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "./api-key-scopes";

/** A new key: the prefix and 32 random bytes, base64url. Shown once; only its hash is kept. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

/** The key's SHA-256: the key is random and long, so a fast hash is enough to look it up by. */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");
