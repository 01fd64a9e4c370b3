import { env } from "@/lib/config/env";

// How long credentials live: access tokens 15 minutes, the browser's session cookie 12 hours.
// SESSION_TTL_SECONDS caps both, so a test can watch sessions expire and renew within seconds.
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const BROWSER_SESSION_TTL_SECONDS = 12 * 60 * 60;

const cap = () => env().SESSION_TTL_SECONDS ?? Infinity;

export const accessTokenTtlSeconds = () => Math.min(ACCESS_TOKEN_TTL_SECONDS, cap());
export const browserSessionTtlSeconds = () => Math.min(BROWSER_SESSION_TTL_SECONDS, cap());
