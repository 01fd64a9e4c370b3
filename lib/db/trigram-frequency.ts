import { Prisma } from "@/lib/generated/prisma/client";
import { readSql } from "./read-sql";

/** The share of a column's rows estimated to contain a three-character text: 0.02 is one in fifty. */
export type TrigramFrequency = (trigram: string) => number;

/** trigramFrequency of a sample of a column's values. */
export function trigramFrequency(sample: string[]): TrigramFrequency {
  const rows = new Map<string, number>();
  for (const value of sample) {
    const trigrams = new Set<string>();
    for (let i = 0; i + 3 <= value.length; i++) trigrams.add(value.slice(i, i + 3));
    for (const trigram of trigrams) rows.set(trigram, (rows.get(trigram) ?? 0) + 1);
  }
  return (trigram) => (sample.length ? (rows.get(trigram) ?? 0) / sample.length : 0);
}

// Two thousand rows tell a trigram in one row in two hundred (ten of them) from a rare one; they
// are a hundred-odd random pages of a large table, read in a few milliseconds.
const SAMPLE_ROWS = 2000;
// A large table's shares change slowly; reading a sample for every search would double its cost.
const KEPT_MS = 10 * 60_000;
const kept = new Map<string, { until: number; frequency: Promise<TrigramFrequency> }>();

/**
 * trigramFrequency of a sample of a text column of the schema's tables, drawn at most once in ten
 * minutes: random pages (TABLESAMPLE SYSTEM) of about SAMPLE_ROWS rows, by the table's size as the
 * last ANALYZE counted it.
 */
export function columnTrigramFrequency(table: string, column: string): Promise<TrigramFrequency> {
  const key = `${table}.${column}`;
  const entry = kept.get(key);
  if (entry && entry.until > Date.now()) return entry.frequency;
  const [relation, field] = [Prisma.raw(`"${table}"`), Prisma.raw(`"${column}"`)];
  const frequency = readSql<{ value: string | null }>(
    Prisma.sql`
      SELECT ${field} AS "value" FROM ${relation} TABLESAMPLE SYSTEM ((
        SELECT least(100, 100 * ${SAMPLE_ROWS} / greatest(reltuples, 1)) FROM pg_class WHERE oid = ${`"${table}"`}::regclass))
      LIMIT ${Prisma.raw(String(SAMPLE_ROWS * 2))}`,
    { prepared: false },
  ).then((rows) => trigramFrequency(rows.flatMap(({ value }) => (value === null ? [] : [value]))));
  kept.set(key, { until: Date.now() + KEPT_MS, frequency });
  frequency.catch(() => kept.delete(key));
  return frequency;
}
