import { randomBytes } from "node:crypto";
import { freshPostgresDatabase } from "../../support/fresh-postgres-database";

/** The PostgreSQL server the specs that also run on a server use; CI sets it. */
export const postgresUrl = process.env.TEST_POSTGRES_URL;
export const NO_POSTGRES = "set TEST_POSTGRES_URL to a PostgreSQL database to run this (CI does)";

/** Runs `work` with a server's environment on a fresh database of TEST_POSTGRES_URL, dropped afterwards. */
export async function onFreshPostgres(work: (env: { DATABASE_URL: string; AUTH_SECRET: string }) => Promise<void>) {
  const database = await freshPostgresDatabase(postgresUrl!);
  try {
    await work({ DATABASE_URL: database.url, AUTH_SECRET: randomBytes(32).toString("hex") });
  } finally {
    await database.stop();
  }
}
