import { Prisma } from "@/lib/generated/prisma/client";
import { pool, statementName } from "./client";

/**
 * The raw statements of a transaction, as Prisma's transaction client runs them: code written
 * against this runs in a Prisma transaction (whose client fits it) or in sqlTransaction's.
 */
export interface RawTx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number>;
}

// Values as Prisma's raw queries send them: a time as UTC text (a column without zone stores it
// as UTC, whatever the process's zone), a bigint as text.
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "bigint" ? String(value) : value);

/**
 * Runs `work` in one transaction on a connection of the pool Prisma's adapter uses, without
 * Prisma's client: about 0.5 ms of CPU a statement less, for the transaction every inbound batch
 * runs (lib/inbound/receive-message.ts). Commits when `work` resolves, rolls back when it throws.
 */
export async function sqlTransaction<T>(work: (tx: RawTx) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  const run = async (query: TemplateStringsArray | Prisma.Sql, values: unknown[]) => {
    const sql = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
    const text = sql.text;
    return client.query({ name: statementName(text, sql.values.length) || undefined, text, values: sql.values.map(asParameter) });
  };
  const tx: RawTx = {
    $queryRaw: async <R>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => (await run(query, values)).rows as R,
    $executeRaw: async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => (await run(query, values)).rowCount ?? 0,
  };
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(tx);
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
