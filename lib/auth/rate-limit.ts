import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/errors/app-error";
import { provide, serviceOr } from "@/lib/process/registry";

// Failed sign-ins per client address and per e-mail, in fixed windows (rate-limiter-flexible).
// Kept in this process by default (the embedded database is one process); with several processes
// on one PostgreSQL, server.ts shares them in its sign_in_limits table, so every process counts
// every attempt.
type Limit = { max: number; windowMs: number };

export const SIGN_IN_LIMITS = {
  address: { max: 5, windowMs: 5 * 60_000 },
  email: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

type Limiters = Record<keyof typeof SIGN_IN_LIMITS, RateLimiterAbstract>;

const options = (prefix: keyof typeof SIGN_IN_LIMITS) => ({
  keyPrefix: `sign-in-${prefix}`,
  points: SIGN_IN_LIMITS[prefix].max,
  duration: SIGN_IN_LIMITS[prefix].windowMs / 1000,
});

declare module "@/lib/process/registry" {
  interface ProcessServices {
    signInLimiters: Limiters;
  }
}

const limiters = () =>
  serviceOr("signInLimiters", () => ({ address: new RateLimiterMemory(options("address")), email: new RateLimiterMemory(options("email")) }));

/** Counts failures in PostgreSQL (the sign_in_limits table of the migrations), shared by every process. */
export function shareSignInLimits(pool: Pool) {
  const postgres = (prefix: keyof typeof SIGN_IN_LIMITS) =>
    new RateLimiterPostgres({ ...options(prefix), storeClient: pool, storeType: "pool", tableName: "sign_in_limits", tableCreated: true });
  provide("signInLimiters", { address: postgres("address"), email: postgres("email") });
}

const keys = (address: string, email: string | undefined) =>
  [["address", address], ...(email ? [["email", email.trim().toLowerCase()]] : [])] as [keyof Limiters, string][];

/** Throws 429 ERR_TOO_MANY_ATTEMPTS while the address or the e-mail is over its limit. */
export async function assertSignInAllowed(address: string, email?: string) {
  for (const [kind, key] of keys(address, email)) {
    const window = await limiters()[kind].get(key);
    if (window && window.consumedPoints >= SIGN_IN_LIMITS[kind].max) {
      const minutes = Math.ceil(window.msBeforeNext / 60_000);
      throw new AppError("ERR_TOO_MANY_ATTEMPTS", `Too many sign-in attempts. Try again in ${minutes} minute(s).`, {
        retryAfterSeconds: Math.ceil(window.msBeforeNext / 1000),
      });
    }
  }
}

export async function recordSignInFailure(address: string, email?: string) {
  await Promise.all(keys(address, email).map(([kind, key]) => limiters()[kind].penalty(key, 1)));
}

/** Runs a sign-in attempt under the limits, counting it when it fails with bad credentials. */
export async function limitSignIn<T>(address: string, email: string | undefined, attempt: () => Promise<T>): Promise<T> {
  await assertSignInAllowed(address, email);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.code === "ERR_INVALID_CREDENTIALS") await recordSignInFailure(address, email);
    throw error;
  }
}
