import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { provide, serviceOr } from "@/lib/process/registry";

// Requests per key and minute (API_KEY_RATE_PER_MINUTE, fixed windows). In this process by default;
// with several processes on one PostgreSQL, server.ts counts them in the sign_in_limits table
// beside the sign-in limits (their keys carry different prefixes), so every process counts each key.
type MakeLimiter = (points: number) => RateLimiterAbstract;
type Limiters = { make: MakeLimiter; made: Map<number, RateLimiterAbstract> };

declare module "@/lib/process/registry" {
  interface ProcessServices {
    apiKeyLimiters: Limiters;
  }
}

const options = (points: number) => ({ keyPrefix: `api-key-${points}`, points, duration: 60 });

const limiters = () =>
  serviceOr("apiKeyLimiters", () => ({
    make: (points) => new RateLimiterMemory(options(points)),
    made: new Map(),
  }));

/** Counts the keys' requests in PostgreSQL, shared by every process. */
export function shareApiKeyLimits(pool: Pool) {
  provide("apiKeyLimiters", {
    make: (points) =>
      new RateLimiterPostgres({
        ...options(points),
        storeClient: pool,
        storeType: "pool",
        tableName: "sign_in_limits",
        tableCreated: true,
      }),
    made: new Map(),
  });
}

function limiter(): RateLimiterAbstract {
  const points = env().API_KEY_RATE_PER_MINUTE;
  const { make, made } = limiters();
  let kept = made.get(points);
  if (!kept) made.set(points, (kept = make(points)));
  return kept;
}

/** Takes one of the key's requests of this minute, else 429 ERR_API_KEY_RATE_LIMITED with Retry-After. */
export async function limitApiKey(apiKeyId: string) {
  try {
    await limiter().consume(apiKeyId, 1);
  } catch (refusal) {
    // A refusal made by server.ts's copy of the library is no instance of Next's: known by its field.
    if (typeof refusal !== "object" || refusal === null || !("msBeforeNext" in refusal)) throw refusal;
    const retryAfterSeconds = Math.max(1, Math.ceil(Number(refusal.msBeforeNext) / 1000));
    throw new AppError("ERR_API_KEY_RATE_LIMITED", "Too many requests with this API key", { retryAfterSeconds });
  }
}
