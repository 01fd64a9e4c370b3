import { statSync } from "node:fs";
import { Client } from "pg";

// The embedded PostgreSQL holds every tenant's data: only this app may reach it. Without a
// PostgreSQL server (DATABASE_URL when the suite loads) the suite's own database is an embedded
// one, started as the server starts it (tests/support/database-hub.ts).
const onEmbedded = process.env.DATABASE_URL ? test.skip : test;

onEmbedded(
  "the embedded database listens on a socket only this system user can reach, and asks for a password",
  async () => {
    const url = new URL(process.env.DATABASE_URL!);
    // A Unix socket in a private directory, not a TCP port every local user could connect to.
    const socketDir = url.searchParams.get("host");
    expect(socketDir).toMatch(/^\//);
    expect(statSync(socketDir!).mode & 0o777).toBe(0o700);
    expect(url.password.length).toBeGreaterThanOrEqual(24);

    const app = new Client({ connectionString: url.toString() });
    await app.connect();
    expect((await app.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await app.end();

    const intruder = new Client({ connectionString: url.toString().replace(`:${url.password}@`, ":postgres@") });
    await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
  },
);
