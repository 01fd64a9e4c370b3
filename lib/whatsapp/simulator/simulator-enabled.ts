type Env = Partial<Record<"NODE_ENV" | "DATABASE_EMBEDDED" | "SIMULATOR_ENABLED", string>>;

/**
 * The simulator is for trying and testing. It is on in development, and in production on the
 * embedded database (a newcomer's `npm run serve`: no phone needed); a production server on a
 * PostgreSQL server of its own (DATABASE_URL given) serves real customers and has it off unless
 * SIMULATOR_ENABLED=1. server.ts sets DATABASE_EMBEDDED when it started the embedded database.
 */
export function simulatorEnabled(env: Env = process.env): boolean {
  return env.NODE_ENV !== "production" || env.DATABASE_EMBEDDED === "1" || env.SIMULATOR_ENABLED === "1";
}
