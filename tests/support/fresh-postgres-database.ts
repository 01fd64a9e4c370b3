import { randomBytes } from "node:crypto";
import { Client } from "pg";

/** A new, empty database on the local PostgreSQL server of `serverUrl`, and how to drop it again. */
export async function freshPostgresDatabase(serverUrl: string) {
  const host = new URL(serverUrl).hostname;
  if (!["localhost", "127.0.0.1", "::1", ""].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host})`);
  }
  const name = `atende_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
