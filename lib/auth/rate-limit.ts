import { AppError } from "@/lib/errors/app-error";

// Failed sign-ins per client address and per e-mail, in fixed windows. Kept in this process: with
// several app nodes each node counts its own attempts, which still bounds guessing per node.
type Window = { count: number; resetAt: number };
type Limit = { max: number; windowMs: number };

export const SIGN_IN_LIMITS = {
  address: { max: 5, windowMs: 5 * 60_000 },
  email: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

const holder = globalThis as typeof globalThis & { __atendeSignInFailures?: Map<string, Window> };
const failures = (holder.__atendeSignInFailures ??= new Map());

function current(key: string, now: number): Window | undefined {
  const window = failures.get(key);
  if (window && window.resetAt <= now) {
    failures.delete(key);
    return undefined;
  }
  return window;
}

const keys = (address: string, email: string | undefined) =>
  [
    [`address:${address}`, SIGN_IN_LIMITS.address],
    ...(email ? [[`email:${email.trim().toLowerCase()}`, SIGN_IN_LIMITS.email]] : []),
  ] as [string, Limit][];

/** Throws 429 ERR_TOO_MANY_ATTEMPTS while the address or the e-mail is over its limit. */
export function assertSignInAllowed(address: string, email?: string, now = Date.now()) {
  for (const [key, limit] of keys(address, email)) {
    const window = current(key, now);
    if (window && window.count >= limit.max) {
      const minutes = Math.ceil((window.resetAt - now) / 60_000);
      throw new AppError("ERR_TOO_MANY_ATTEMPTS", `Too many sign-in attempts. Try again in ${minutes} minute(s).`, {
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    }
  }
}

export function recordSignInFailure(address: string, email?: string, now = Date.now()) {
  for (const [key, limit] of keys(address, email)) {
    const window = current(key, now) ?? { count: 0, resetAt: now + limit.windowMs };
    window.count++;
    failures.set(key, window);
  }
}

/** Runs a sign-in attempt under the limits, counting it when it fails with bad credentials. */
export async function limitSignIn<T>(address: string, email: string | undefined, attempt: () => Promise<T>): Promise<T> {
  assertSignInAllowed(address, email);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.code === "ERR_INVALID_CREDENTIALS") recordSignInFailure(address, email);
    throw error;
  }
}
