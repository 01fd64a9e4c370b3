import { env } from "@/lib/config/env";

// How long credentials live: access tokens 15 minutes; a browser session cookie SESSION_MAX_HOURS
// (12) from when it was made, however often the page polls it; a sign-in (its refresh tokens) 7
// days, however often they rotate. SESSION_TTL_SECONDS caps the first two, so a test can watch
// sessions expire and renew within seconds.
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SIGN_IN_TTL_SECONDS = 7 * 24 * 60 * 60;

const cap = () => env().SESSION_TTL_SECONDS ?? Infinity;

export const accessTokenTtlSeconds = () => Math.min(ACCESS_TOKEN_TTL_SECONDS, cap());
export const browserSessionTtlSeconds = () => Math.min(env().SESSION_MAX_HOURS * 3600, cap());
