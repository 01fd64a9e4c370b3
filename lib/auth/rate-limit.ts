import type { Pool } from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { AppError } from "@/lib/errors/app-error";
import { provide, serviceOr } from "@/lib/process/registry";
import { addressBlock } from "./address-block";

// Sign-in limits (rate-limiter-flexible, fixed windows). An attempt takes its point before the
// password is checked, so a burst of parallel guesses checks at most the limit; a success gives
// the point back. An address (an IPv6 /64) and an address with one e-mail are refused past their
// limits; an e-mail alone is only slowed, so failures from an attacker's addresses never lock the
// owner out. Kept in this process by default (the embedded database is one process); with several
// processes on one PostgreSQL, server.ts shares them in its sign_in_limits table.
type Kind = "address" | "pair" | "email";

export const SIGN_IN_LIMITS = {
  /** Attempts from one address over any e-mails (one password sprayed over many accounts). */
  address: { max: 20, windowMs: 15 * 60_000 },
  /** Failed attempts at one e-mail from one address. */
  pair: { max: 5, windowMs: 15 * 60_000 },
  /** Failures of one e-mail from anywhere; beyond them each attempt waits, growing per failure. */
  email: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<Kind, { max: number; windowMs: number }>;

export const EMAIL_DELAY = { perFailureMs: 1000, maxMs: 10_000 };

type Limiters = Record<Kind, RateLimiterAbstract>;

const options = (kind: Kind) => ({
  keyPrefix: `sign-in-${kind}`,
  points: SIGN_IN_LIMITS[kind].max,
  duration: SIGN_IN_LIMITS[kind].windowMs / 1000,
});

declare module "@/lib/process/registry" {
  interface ProcessServices {
    signInLimiters: Limiters;
  }
}

const limiters = () =>
  serviceOr("signInLimiters", () => ({
    address: new RateLimiterMemory(options("address")),
    pair: new RateLimiterMemory(options("pair")),
    email: new RateLimiterMemory(options("email")),
  }));

/** Counts attempts in PostgreSQL (the sign_in_limits table of the migrations), shared by every process. */
export function shareSignInLimits(pool: Pool) {
  const postgres = (kind: Kind) =>
    new RateLimiterPostgres({
      ...options(kind),
      storeClient: pool,
      storeType: "pool",
      tableName: "sign_in_limits",
      tableCreated: true,
    });
  provide("signInLimiters", { address: postgres("address"), pair: postgres("pair"), email: postgres("email") });
}

// With several processes the limiters are made by server.ts's copy of rate-limiter-flexible and
// used by the route in Next's bundle, which has its own: their refusals are no instance of this
// copy's class (and were answered 500), so a refusal is known by its fields.
const isRefusal = (value: unknown): value is RateLimiterRes =>
  value instanceof RateLimiterRes ||
  (typeof value === "object" && value !== null && "msBeforeNext" in value && "remainingPoints" in value);

function tooMany(refusal: RateLimiterRes) {
  const minutes = Math.ceil(refusal.msBeforeNext / 60_000);
  return new AppError("ERR_TOO_MANY_ATTEMPTS", `Too many sign-in attempts. Try again in ${minutes} minute(s).`, {
    retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000),
  });
}

const giveBack = (taken: [Kind, string][]) => Promise.all(taken.map(([kind, key]) => limiters()[kind].reward(key, 1)));

/** Takes a point from each limit, or none: a refused attempt is not checked and costs the others nothing. */
async function takePoints(gates: [Kind, string][]) {
  const taken: [Kind, string][] = [];
  for (const [kind, key] of gates) {
    try {
      await limiters()[kind].consume(key, 1);
      taken.push([kind, key]);
    } catch (refusal) {
      await giveBack(taken);
      throw isRefusal(refusal) ? tooMany(refusal) : refusal;
    }
  }
  return taken;
}

async function slowDown(email: string) {
  const failures = (await limiters().email.get(email))?.consumedPoints ?? 0;
  const excess = failures - SIGN_IN_LIMITS.email.max;
  if (excess < 0) return;
  await new Promise((resolve) =>
    setTimeout(resolve, Math.min((excess + 1) * EMAIL_DELAY.perFailureMs, EMAIL_DELAY.maxMs)),
  );
}

/** Runs a sign-in attempt (or a check of one's current password) under the limits; bad credentials count. */
export async function limitSignIn<T>(
  address: string,
  email: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const block = addressBlock(address);
  const mail = email?.trim().toLowerCase();
  const taken = await takePoints([
    ["address", block],
    ...(mail ? [["pair", `${block} ${mail}`] as [Kind, string]] : []),
  ]);
  if (mail) await slowDown(mail);
  try {
    const result = await attempt();
    await giveBack(taken);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.code === "ERR_INVALID_CREDENTIALS")) await giveBack(taken);
    else if (mail) await limiters().email.penalty(mail, 1);
    throw error;
  }
}
