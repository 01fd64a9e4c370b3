import { finished } from "node:stream/promises";
import { escapeLiteral, type PoolClient, type QueryResultRow } from "pg";
import { to as copyTo } from "pg-copy-streams";
import { Prisma } from "@/lib/generated/prisma/client";
import { pool, statementName } from "./client";

/**
 * The raw statements of a transaction, as Prisma's transaction client runs them: code written
 * against this runs in a Prisma transaction (whose client fits it), in sqlTransaction's, or
 * statement by statement on the pool (autocommit).
 */
export interface RawTx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number>;
}

// Values as Prisma's raw queries send them: a time as UTC text (a column without zone stores it
// as UTC, whatever the process's zone), a bigint as text.
const asParameter = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === "bigint" ? String(value) : value;

type Queryable = Pick<PoolClient, "query">;

/** RawTx over a connection, or over the pool (each statement then on whichever connection is free). */
function rawTxOn(db: Queryable): RawTx {
  const run = async (query: TemplateStringsArray | Prisma.Sql, values: unknown[]) => {
    const sql = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
    const text = sql.text;
    return db.query({
      name: statementName(text, sql.values.length) || undefined,
      text,
      values: sql.values.map(asParameter),
    });
  };
  return {
    $queryRaw: async <R>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) =>
      (await run(query, values)).rows as R,
    $executeRaw: async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) =>
      (await run(query, values)).rowCount ?? 0,
  };
}

/**
 * Statements each in a transaction of its own, on the pool (each on whichever connection is free):
 * for work that is one statement, a check and then one write that says everything together
 * (storeOutbound's), without the two round trips of BEGIN and COMMIT.
 */
export const autocommit = (): RawTx => rawTxOn(pool());

/** Runs `work` on a connection of the pool inside `begin` (BEGIN, and what goes with it) and COMMIT, or ROLLBACK when it throws. */
async function inTransaction<T>(begin: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  let broken: Error | undefined;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((failed: Error) => (broken = failed));
    throw error;
  } finally {
    // A connection that could not roll back is closed, not handed to the next caller.
    client.release(broken);
  }
}

/**
 * Runs `work` in one transaction on a connection of the pool Prisma's adapter uses, without
 * Prisma's client, whose interactive transaction and query building cost about 0.9 ms of CPU on a
 * ticket's accept (docs/PERFORMANCE.md). Commits when `work` resolves, rolls back when it throws.
 */
export const sqlTransaction = <T>(work: (tx: RawTx) => Promise<T>): Promise<T> =>
  inTransaction("BEGIN", (client) => work(rawTxOn(client)));

/**
 * A long read in a transaction of its own, after `settings` (SET LOCAL statements, sent with BEGIN
 * in one round trip).
 */
export const readSqlWith = <Row extends QueryResultRow>(settings: string, query: Prisma.Sql) =>
  inTransaction(`BEGIN; ${settings}`, async (client) => {
    const result = await client.query<Row>({ text: query.text, values: query.values.map(asParameter) });
    return result.rows;
  });

/**
 * The query with its values written in as literals (COPY takes no parameters), each as the text a
 * parameter would send, of the type its place gives it. The literals go between the template's own
 * pieces, so a `$1` the SQL itself holds (in a quoted text, say) stays as written. Only scalars: pg
 * sends an array or an object in a form of its own, which a literal here would not follow.
 */
export function withValuesWritten(query: Prisma.Sql): string {
  const values = query.values.map(asParameter);
  return query.strings.reduce((text, piece, index) => text + asLiteral(values[index - 1]) + piece);
}

function asLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "object") throw new TypeError("a value written into a statement must be a scalar");
  return escapeLiteral(String(value));
}

/**
 * A long read in a transaction of its own after `settings`, its rows in PostgreSQL's binary
 * format through COPY, handed to `onChunk` as the chunks arrive (however they split the rows: read
 * them with CopyBinaryRows) and none kept. A packing of tens of megabytes (the attendance report's
 * durations) arrives as its bytes: read as a query's result, it came as text in base64, which
 * PostgreSQL encoded and Node turned into strings and decoded. A chunk is good until the call
 * returns; a promise it answers holds the next chunks back until it settles (the server then
 * waits on its socket). A throw from `onChunk`, or a promise of its that rejects, fails the read
 * once the statement has ended.
 */
export const eachCopiedChunkWith = (
  settings: string,
  query: Prisma.Sql,
  onChunk: (chunk: Buffer) => Promise<void> | undefined,
) =>
  inTransaction(`BEGIN; ${settings}`, async (client) => {
    let failed: unknown;
    const fail = (error: unknown) => void (failed ??= error);
    const copy = client.query(copyTo(`COPY (${withValuesWritten(query)}) TO STDOUT (FORMAT binary)`));
    copy.on("data", (chunk: Buffer) => {
      if (failed) return;
      try {
        const wait = onChunk(chunk);
        if (!wait) return;
        copy.pause();
        wait.catch(fail).finally(() => copy.resume());
      } catch (error) {
        fail(error);
      }
    });
    await finished(copy);
    if (failed) throw failed;
  });
