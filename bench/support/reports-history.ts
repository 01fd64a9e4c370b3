import { readFileSync } from "node:fs";
import path from "node:path";
import type { Client } from "pg";
import type { BenchDatabase } from "./bench-database";
import { onSessions, seedSessions } from "./sessions";

// A realistic ticket history for the lists' seeded tickets, which were written with the triggers'
// clock (or derived from their current fields by the migration). Each ticket waits in a department
// for 0-20 minutes (at most until its first attendant message), one in five is handed over midway
// from another attendant of another department (with 0-10 minutes waiting in between), and the
// messages written in the first holder's time become theirs. Then the answers are noted as the
// triggers note them, and the report's figures recorded from it all (record_ticket_figures).
// Set-based SQL on the bench's own copy of the data, once: a mark table says it has been done.
// Its statements skip the triggers, as the seed's do (session_replication_role = replica):
// the webhooks' check of each message handed to its first holder, and the tally's rows for each
// slice's events, which the tally's migration builds from the events at once instead (its
// statements are run as they are written there). At 10x: 686 s against 1,086 through the triggers.
// The plan and the messages handed to their first holders are the seed's (planReportsHistory,
// called by bench/seed-lists.ts before it builds the messages' indexes): after them, that update
// of about a million messages wrote each row's entries in five indexes, the body's trigrams
// among them (216 of 693 s at 10x on 2026-12-02).

const MARK = "reports_history_v2";
const FIGURES_SLICE = 20_000;
/** The plan of each ticket's history, kept from the seed to the history's seeding. */
const PLAN = "bench_history_plan";

/**
 * Plans each ticket's history and hands the messages of a transferred ticket's first holder's time
 * to them. The seed calls it on its bulk-loaded data; seedReportsHistory on a database seeded
 * without it.
 */
export async function planReportsHistory(db: Client) {
  await db.query("SET work_mem = '256MB'");
  await db.query("SET session_replication_role = replica");
  await db.query("SELECT setseed(0.2311)");
  await db.query(`
    CREATE TEMP TABLE firsts AS
    SELECT "ticketId" AS id, min("createdAt") FILTER (WHERE NOT "fromMe") AS first_in, min("createdAt") FILTER (WHERE "userId" IS NOT NULL) AS first_mine
    FROM "Message" GROUP BY "ticketId"`);
  await db.query(`
    CREATE TABLE ${PLAN} AS
    SELECT t.id, t."idGraf", t."userId", t."queueId", t."createdAt" AS created, f.first_in, f.first_mine,
           CASE WHEN t.status = 'closed' THEN t."closedAt" END AS closed,
           t."userId" IS NOT NULL AND random() < 0.2 AS transferred,
           (SELECT (array_agg(u.id ORDER BY u.id))[1 + ((t.id * 7) % count(*))::int] FROM "User" u
            WHERE u."idGraf" = t."idGraf" AND u.profile = 'user' AND u.id IS DISTINCT FROM t."userId") AS first_user,
           (SELECT (array_agg(q.id ORDER BY q.id))[1 + ((t.id * 5) % count(*))::int] FROM "Queue" q
            WHERE q."idGraf" = t."idGraf" AND q.id IS DISTINCT FROM t."queueId") AS first_queue,
           interval '20 minutes' * random() AS wait, random() AS midway, interval '10 minutes' * random() AS gap,
           NULL::timestamp(3) AS accepted, NULL::timestamp(3) AS handed
    FROM "Ticket" t LEFT JOIN firsts f ON f.id = t.id`);
  // Taken before the first attendant message and the resolution; handed over between 30% and 70%
  // of the rest of its life.
  await db.query(`
    UPDATE ${PLAN} SET accepted = least(created + wait, coalesce(created + (first_mine - created) * 0.9, closed, created + wait), coalesce(closed, created + wait))`);
  await db.query(
    `UPDATE ${PLAN} SET handed = accepted + (coalesce(closed, now() AT TIME ZONE 'UTC') - accepted) * (0.3 + 0.4 * midway) WHERE transferred`,
  );
  await db.query(
    `UPDATE ${PLAN} SET gap = least(gap, (coalesce(closed, now() AT TIME ZONE 'UTC') - handed) / 2) WHERE transferred`,
  );
  await db.query(`
    UPDATE "Message" m SET "userId" = p.first_user FROM ${PLAN} p
    WHERE p.transferred AND m."ticketId" = p.id AND m."userId" IS NOT NULL AND m."createdAt" >= p.accepted AND m."createdAt" < p.handed`);
  await db.query("DROP TABLE firsts");
}

export async function seedReportsHistory(db: Client, database: BenchDatabase, log: (line: string) => void) {
  await db.query(
    `CREATE TABLE IF NOT EXISTS bench_seed_marks (name text PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`,
  );
  if ((await db.query(`SELECT 1 FROM bench_seed_marks WHERE name = $1`, [MARK])).rowCount) return;
  const started = performance.now();
  const step = (what: string) => log(`${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if ((await db.query(`SELECT to_regclass($1) AS plan`, [PLAN])).rows[0].plan === null) {
    await planReportsHistory(db);
    step("planned, and the first holders' messages handed to them");
  }
  await db.query("SET work_mem = '256MB'");
  await db.query("SET session_replication_role = replica");

  await db.query(`DELETE FROM "TicketPeriod"`);
  // Periods as (ticket, status, user, queue, from, to); a pending ticket waits from its creation.
  await db.query(`
    INSERT INTO "TicketPeriod" ("idGraf", "ticketId", "openedAt", "status", "userId", "queueId", "startedAt", "endedAt", "contactAt")
    SELECT p."idGraf", p.id, p.created, s.status, s."userId", s."queueId", s.since, s.until,
           CASE WHEN p.first_in < coalesce(s.until, 'infinity') THEN p.first_in END
    FROM ${PLAN} p CROSS JOIN LATERAL (VALUES
      (p."userId" IS NULL, 'pending', NULL::int, p."queueId", p.created, NULL::timestamp),
      (p."userId" IS NOT NULL, 'pending', NULL, CASE WHEN p.transferred THEN p.first_queue ELSE p."queueId" END, p.created, p.accepted),
      (p.transferred, 'open', p.first_user, p.first_queue, p.accepted, p.handed),
      (p.transferred, 'pending', NULL, p."queueId", p.handed, p.handed + p.gap),
      (p.transferred, 'open', p."userId", p."queueId", p.handed + p.gap, p.closed),
      (p."userId" IS NOT NULL AND NOT p.transferred, 'open', p."userId", p."queueId", p.accepted, p.closed),
      (p.closed IS NOT NULL, 'closed', p."userId", p."queueId", p.closed, NULL)
    ) s(kept, status, "userId", "queueId", since, until)
    WHERE s.kept`);
  step("periods");
  await db.query(`
    UPDATE "TicketPeriod" p SET "answeredAt" = (
      SELECT min(m."createdAt") FROM "Message" m
      WHERE m."ticketId" = p."ticketId" AND m."userId" = p."userId" AND m."createdAt" >= p."contactAt"
        AND m."createdAt" >= p."startedAt" AND m."createdAt" < coalesce(p."endedAt", 'infinity'))
    WHERE p.status = 'open'`);
  step("answers");
  // In slices of ids: the function reads its tickets' rows by `= ANY(tickets)`, and a million ids in
  // one call ran for over a quarter of an hour at 10x without finishing. The slices are independent
  // of each other, each statement on one core: a session a core.
  const {
    rows: [{ top }],
  } = await db.query<{ top: number }>(`SELECT coalesce(max(id), 0) AS top FROM "Ticket"`);
  const slices = Array.from({ length: Math.ceil(top / FIGURES_SLICE) }, (_, n) => n * FIGURES_SLICE);
  await onSessions(
    database.url,
    seedSessions(database),
    ["SET work_mem = '256MB'", "SET session_replication_role = replica"],
    slices.map(
      (from) => (session) =>
        session.query(`SELECT record_ticket_figures(array_agg(id)) FROM "Ticket" WHERE id > $1 AND id <= $2`, [
          from,
          from + FIGURES_SLICE,
        ]),
    ),
  );
  step("figures");
  await db.query("SET session_replication_role = DEFAULT");
  await db.query(`DELETE FROM "ReportTally"`);
  for (const statement of tallyBackfill()) await db.query(statement);
  step("tally");
  await db.query(`DROP TABLE ${PLAN}`);
  await db.query(`VACUUM ANALYZE "TicketPeriod", "AttendanceEvent", "SentMessageHour", "ReportTally"`);
  await db.query(`ANALYZE "Message"`);
  await db.query(`INSERT INTO bench_seed_marks (name) VALUES ($1)`, [MARK]);
  step("history seeded");
}

/** The tally migration's statements that build ReportTally from the events and sent hours (its top-level INSERTs). */
function tallyBackfill(): string[] {
  const migration = readFileSync(
    path.join(process.cwd(), "prisma/migrations/20261130110000_report_tallies/migration.sql"),
    "utf8",
  );
  const statements = migration.match(/^INSERT INTO "ReportTally"[^;]*;$/gm) ?? [];
  if (statements.length !== 2) throw new Error(`the tally's migration has ${statements.length} backfills, not 2`);
  return statements;
}
