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
    pool: Pool;
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

/** The prepared statement's name for this text, or "" for one parsed every time. */
export function statementName(text: string, parameters: number): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name =
      parameters > MAX_PREPARED_PARAMETERS || PATTERN_MATCH.test(text)
        ? ""
        : `s${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`;
    if (statementNames.size >= MAX_KEPT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

// The pool keeps its connections however long they stay idle (min = max): one it closed after
// pg's default 10 s of quiet was opened again by the next burst, and a new PostgreSQL backend
// starts with no cached catalog and no prepared statements, so a quiet spell made the next seconds
// cold. The warm-up (server/warm-up.ts) opens them all at start.
function createPool(): Pool {
  const { DATABASE_URL: connectionString, DATABASE_POOL_SIZE: max } = env();
  if (!connectionString) throw new Error("DATABASE_URL is not set: start the app through server.ts");
  // Parallel workers are off: starting them cost a search 5 ms or more, more than the scan they
  // share, and on a server of few cores they take the cores other requests wait for. The reports,
  // the only reads of a large share of a table, turn them on in their transaction.
  const prepare = "DEALLOCATE ALL; SET max_parallel_workers_per_gather = 0";
  // pg-pool awaits the promise onConnect returns before handing the connection out; @types/pg types it as void.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  return new Pool({ connectionString, max, min: max, onConnect: (connection) => connection.query(prepare) });
}

/** The connections Prisma's adapter and the hot reads of lib/db/read-sql.ts share. */
export const pool = () => serviceOr("pool", createPool);

function createClient(): PrismaClient {
  const adapter = new PrismaPg(pool(), {
    statementNameGenerator: (query: SqlQuery) => statementName(query.sql, query.args.length),
    disposeExternalPool: true,
  });
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
  // Prisma's adapter ends the pool it was given.
  const prismaClient = service("prisma");
  if (prismaClient) await prismaClient.$disconnect();
  else await service("pool")?.end();
  provide("prisma", undefined);
  provide("pool", undefined);
}
