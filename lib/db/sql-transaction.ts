import { Prisma } from "@/lib/generated/prisma/client";
import { pool, statementName } from "./client";

/**
 * The raw statements of a transaction, as Prisma's transaction client runs them: code written
 * against this runs in a Prisma transaction (whose client fits it) or statement by statement on
 * the pool (autocommit).
 */
export interface RawTx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number>;
}

// Values as Prisma's raw queries send them: a time as UTC text (a column without zone stores it
// as UTC, whatever the process's zone), a bigint as text.
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === "bigint" ? String(value) : value);

/**
 * Statements each in a transaction of its own, on the pool (each on whichever connection is free):
 * for work that is one statement, a check and then one write that says everything together
 * (storeOutbound's), without the two round trips of BEGIN and COMMIT.
 */
export function autocommit(): RawTx {
  const run = async (query: TemplateStringsArray | Prisma.Sql, values: unknown[]) => {
    const sql = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
    const text = sql.text;
    return pool().query({ name: statementName(text, sql.values.length) || undefined, text, values: sql.values.map(asParameter) });
  };
  return {
    $queryRaw: async <R>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => (await run(query, values)).rows as R,
    $executeRaw: async (query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => (await run(query, values)).rowCount ?? 0,
  };
}
