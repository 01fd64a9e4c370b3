import { env } from "@/lib/config/env";

type Facts = Partial<Record<"NODE_ENV" | "DATABASE_EMBEDDED" | "SIMULATOR_ENABLED", string>>;

/**
 * The simulator is for trying and testing. It is on in development, and in production on the
 * embedded database (a newcomer's `npm run serve`: no phone needed); a production server on a
 * PostgreSQL server of its own (DATABASE_URL given) serves real customers and has it off unless
 * SIMULATOR_ENABLED=1. server.ts sets DATABASE_EMBEDDED when it started the embedded database.
 */
export function simulatorEnabled(facts: Facts = env()): boolean {
  return facts.NODE_ENV !== "production" || facts.DATABASE_EMBEDDED === "1" || facts.SIMULATOR_ENABLED === "1";
}
