import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import type { SqlQuery } from "@prisma/driver-adapter-utils";
import { env } from "@/lib/config/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { provide, service, serviceOr } from "@/lib/process/registry";

// One client per process, in the registry. It is created on first use, after server.ts has set
// DATABASE_URL.
declare module "@/lib/process/registry" {
  interface ProcessServices {
    prisma: PrismaClient;
  }
}

// A statement of few parameters is prepared once per connection, under a name drawn from its text,
// so PostgreSQL parses it once instead of on every request, and after a few runs may keep one plan
// for it. Some stay unnamed, parsed and planned for their values every time:
// - wide ones (batch writes, whose text changes with the batch size): a prepared statement holds
//   memory in its connection until the connection closes;
// - pattern searches (LIKE, ILIKE): how common the term is decides the plan, and the plan kept for
//   a common word took a rare word's message search from 4 ms to 3.9 s.
// PGlite keeps one session under every connection made to it, so a new connection first drops what
// an earlier one prepared.
const MAX_PREPARED_PARAMETERS = 32;
const PATTERN_MATCH = /\bI?LIKE\b/i;

// The name of each statement text seen (its parameters are as many every time): testing and hashing
// a statement of a few KB on every query cost more than the lookup. Bounded, since texts that vary
// (IN lists of any length) keep coming.
const statementNames = new Map<string, string>();
const MAX_KEPT_NAMES = 2000;

function statementName(query: SqlQuery): string {
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    name =
      query.args.length > MAX_PREPARED_PARAMETERS || PATTERN_MATCH.test(query.sql)
        ? ""
        : `s${createHash("sha1").update(query.sql).digest("base64url").slice(0, 24)}`;
    if (statementNames.size >= MAX_KEPT_NAMES) statementNames.clear();
    statementNames.set(query.sql, name);
  }
  return name;
}

function createClient(): PrismaClient {
  const { DATABASE_URL: connectionString, DATABASE_POOL_SIZE: max } = env();
  if (!connectionString) throw new Error("DATABASE_URL is not set: start the app through server.ts");
  const pool = new Pool({ connectionString, max, onConnect: (connection) => connection.query("DEALLOCATE ALL") });
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
  return new PrismaClient({ adapter });
}

const client = () => serviceOr("prisma", createClient);

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, key) {
    const real = client();
    const value = Reflect.get(real, key);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

export async function disconnectPrisma() {
  await service("prisma")?.$disconnect();
  provide("prisma", undefined);
}
