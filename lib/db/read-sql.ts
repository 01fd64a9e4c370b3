import type { QueryResultRow } from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { pool, statementName } from "./client";

/**
 * Runs a read on the pool Prisma's adapter uses, without Prisma's client: building, interpreting
 * and mapping a query there costs about 0.5 ms of CPU on its own, as much as the rest of a hot
 * read (bench/load.ts, docs/PERFORMANCE.md). For the reads every screen makes all day, and the
 * few lone statements that run as often (a job's claim and completion); the rest, and everything
 * in a transaction, stay with Prisma. Composed with Prisma.sql, prepared like
 * Prisma's statements. Rows come as `pg` parses them: timestamps are best turned into text in the
 * query (isoTime), since `pg` reads a timestamp without time zone in the process's zone.
 */
export async function readSql<Row extends QueryResultRow>(query: Prisma.Sql): Promise<Row[]> {
  const { text, values } = query;
  const result = await pool().query<Row>({ name: statementName(text, values.length) || undefined, text, values });
  return result.rows;
}

/**
 * A LIMIT written into the statement's text, never a parameter: with a parameter for its LIMIT,
 * PostgreSQL planned a prepared page read anew on every run (the generic plan, guessing a tenth of
 * the rows, never looked cheaper), about 0.4–0.8 ms a read; with a constant it keeps one plan after
 * five runs. Page sizes are constants, so the texts stay few.
 */
export function limitOf(rows: number): Prisma.Sql {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return Prisma.raw(`LIMIT ${rows}`);
}

/** A stored time (UTC, without zone) as JSON writes a Date: 2026-11-27T12:00:00.000Z. */
export const isoTime = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
