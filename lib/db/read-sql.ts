import type { QueryResultRow } from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { pool, statementName } from "./client";

/**
 * Runs a read on the pool Prisma's adapter uses, without Prisma's client: building, interpreting
 * and mapping a query there costs about 0.5 ms of CPU on its own, as much as the rest of a hot
 * read (bench/load.ts, docs/PERFORMANCE.md). For the reads every screen makes all day, and the
 * few lone statements that run as often (a job's claim and completion); the rest, and everything
 * in a transaction, stay with Prisma. Composed with Prisma.sql, prepared like
 * Prisma's statements (`prepared: false` plans it anew each time, for the values and the table as
 * they are then). Rows come as `pg` parses them: timestamps are best turned into text in the
 * query (isoTime), since `pg` reads a timestamp without time zone in the process's zone.
 */
export async function readSql<Row extends QueryResultRow>(query: Prisma.Sql, { prepared = true } = {}): Promise<Row[]> {
  const { text, values } = query;
  const name = prepared ? statementName(text, values.length) || undefined : undefined;
  const result = await pool().query<Row>({ name, text, values });
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

/**
 * A numbered page's OFFSET and LIMIT, written into the text like limitOf. The first page, the one
 * read all day, has no OFFSET at all: with an OFFSET parameter the generic plan reckons on skipping
 * a tenth of the rows, looks dearer than the custom ones, and some statements (the pending tab) were
 * planned anew on every read, about 1 ms each. Later pages keep the OFFSET as a parameter, so a deep
 * page does not add a statement to every connection.
 */
export function pageOf(pageNumber: number, pageSize: number): Prisma.Sql {
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 1) throw new Error(`not a page number: ${pageNumber}`);
  const limit = limitOf(pageSize + 1);
  return pageNumber === 1 ? limit : Prisma.sql`OFFSET ${(pageNumber - 1) * pageSize} ${limit}`;
}

/**
 * `column = id` for one id, else `column = ANY(ids)`: PostgreSQL reckons an array parameter holds
 * ten ids, so the generic plan of a one-id read (the publish of one sent message) looked ten times
 * dearer than its custom plans and the read was planned anew every time, which cost more than
 * running it.
 */
export function oneOrAny(column: Prisma.Sql, ids: number[]): Prisma.Sql {
  return ids.length === 1 ? Prisma.sql`${column} = ${ids[0]}` : Prisma.sql`${column} = ANY(${ids}::int[])`;
}

/** A stored time (UTC, without zone) as JSON writes a Date: 2026-11-27T12:00:00.000Z. */
export const isoTime = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
