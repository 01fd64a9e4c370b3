import { randomBytes } from "node:crypto";
import { test as base } from "@playwright/test";
import { freshPostgresDatabase } from "../../support/fresh-postgres-database";
import { postgresUrl } from "./postgres";
import { POSTGRES_TEMPLATE, startServer, type RunningServer } from "./server";

export const ADMIN = { email: "admin@e2e.test", password: "e2e-password-1" };
/** The ERP's signing secret for tenants without their own (ERP_SSO_SECRET), known to the tests. */
export const ERP_SECRET = "e2e-erp-secret-0123456789abcdef0123456789";

type WorkerFixtures = { server: RunningServer };

/**
 * A database of the worker's own: on TEST_POSTGRES_URL's server when given (CI), a copy of the
 * migrated template there; otherwise the embedded one, in the server's fresh data directory.
 */
async function workerDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const template = process.env[POSTGRES_TEMPLATE];
  if (!postgresUrl || !template) return { env: {}, drop: async () => undefined };
  const database = await freshPostgresDatabase(postgresUrl, template);
  return {
    env: { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex") },
    drop: database.stop,
  };
}

/** One server per worker on a fresh database, with a known demo administrator. */
export const test = base.extend<{ baseURL: string }, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const database = await workerDatabase();
      const server = await startServer({
        env: {
          ...database.env,
          SEED_ADMIN_EMAIL: ADMIN.email,
          SEED_ADMIN_PASSWORD: ADMIN.password,
          ERP_SSO_SECRET: ERP_SECRET,
          // Production mode turns the simulator off; the connection tests pair through it.
          SIMULATOR_ENABLED: "1",
          // Failed jobs retried 0.1, 0.2, 0.4 s apart instead of 2, 4, 8 s: tests/integration/outbound-flow
          // waits for the real delay once.
          JOB_RETRY_BASE_MS: "100",
        },
      });
      await use(server);
      await server.stop();
      await database.drop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from "@playwright/test";
