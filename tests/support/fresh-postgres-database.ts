import { randomBytes } from "node:crypto";
import { Client } from "pg";

/** Tests create and drop databases, so they only ever talk to a server on this machine. */
export function assertLocalServer(serverUrl: string) {
  const host = new URL(serverUrl).hostname;
  if (!["localhost", "127.0.0.1", "::1", ""].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host})`);
  }
}

export async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the local PostgreSQL server of `serverUrl`, empty or a copy of `template`, and
 * how to drop it again.
 */
export async function freshPostgresDatabase(serverUrl: string, template?: string) {
  assertLocalServer(serverUrl);
  const name = `atende_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    stop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
