-- The attendance report read every event and every per-ticket hour of its range: a year of a large
-- operation (1M tickets) is 6M events and 7M hours, and 90 days of it took 1.3 s of database CPU.
-- ReportTally keeps the same figures per group and period: an attendant's or a department's day
-- (UTC), the desk's hour (the per-day chart splits days by the tenant's time zone), the resolver's
-- day for the resolved counts, and for messages sent the same three. A group's row holds its
-- events' durations (percentiles need every value) as microseconds, packed as 8-byte integers: a
-- report reads one row per group and period, and its bytes as they are stored.
-- Statement triggers on AttendanceEvent and SentMessageHour only insert rows (added values with
-- their count, or removed ones with minus their count), so no transaction waits for another's
-- figures. The job fold-report-tallies merges each group's rows into one every minute
-- (lib/reports/fold-report-tallies.ts), and a report subtracts what is removed in rows not folded
-- yet. No foreign keys: the rows a deletion adds must not fail for a tenant being deleted, and the
-- fold drops groups that come to nothing.
CREATE TABLE "ReportTally" (
  "idGraf" INTEGER NOT NULL,
  "name" TEXT NOT NULL,
  "scope" TEXT NOT NULL,
  "key" INTEGER NOT NULL,
  "period" TIMESTAMP(3) NOT NULL,
  "count" INTEGER NOT NULL,
  "added" BYTEA NOT NULL DEFAULT '',
  "removed" BYTEA NOT NULL DEFAULT '',
  "folded" BOOLEAN NOT NULL DEFAULT false
);

CREATE INDEX "ReportTally_idGraf_name_period" ON "ReportTally" ("idGraf", "name", "period");

CREATE INDEX "ReportTally_group" ON "ReportTally" ("idGraf", "name", "scope", "key", "period");

CREATE INDEX "ReportTally_unfolded" ON "ReportTally" ("idGraf") WHERE NOT "folded";

-- An event's duration as it is packed: microseconds (the precision of its timestamps), 8 bytes.
CREATE FUNCTION report_tally_micros(seconds double precision) RETURNS bytea LANGUAGE sql IMMUTABLE AS $micros$
  SELECT int8send(round(seconds * 1000000)::bigint)
$micros$;

-- The groups an event counts in: its own scope's (the attendant's or department's day, the desk's
-- hour) with its duration, and for the desk's resolutions the resolver's and their department's
-- day, counted only. Events of a deleted attendant (no user) count for no attendant.
CREATE FUNCTION report_tally_event_groups(event_name text, event_scope text, user_id integer, queue_id integer, event_at timestamp)
RETURNS TABLE (scope text, key integer, period timestamp, valued boolean) LANGUAGE sql IMMUTABLE AS $groups$
  SELECT g.scope, g.key, g.period, g.valued FROM (VALUES
    (event_scope, CASE event_scope WHEN 'user' THEN user_id WHEN 'queue' THEN coalesce(queue_id, 0) ELSE 0 END,
     CASE event_scope WHEN 'total' THEN date_trunc('hour', event_at) ELSE date_trunc('day', event_at) END, true),
    ('resolver', user_id, date_trunc('day', event_at), false),
    ('resolver_queue', coalesce(queue_id, 0), date_trunc('day', event_at), false)
  ) g(scope, key, period, valued)
  WHERE g.key IS NOT NULL AND (g.valued OR (event_name = 'resolution' AND event_scope = 'total'))
$groups$;

-- The groups an hour of messages sent counts in: the author's and the department's day, the desk's hour.
CREATE FUNCTION report_tally_sent_groups(user_id integer, queue_id integer, sent_hour timestamp)
RETURNS TABLE (scope text, key integer, period timestamp) LANGUAGE sql IMMUTABLE AS $groups$
  SELECT g.scope, g.key, g.period FROM (VALUES
    ('user', user_id, date_trunc('day', sent_hour)),
    ('queue', coalesce(queue_id, 0), date_trunc('day', sent_hour)),
    ('total', 0, sent_hour)
  ) g(scope, key, period)
$groups$;

CREATE FUNCTION report_tally_events() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF TG_OP <> ''INSERT'' THEN
    INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count", "removed")
    SELECT e."idGraf", e."name", g.scope, g.key, g.period, -count(*)::int, coalesce(string_agg(report_tally_micros(e."seconds"), ''''::bytea) FILTER (WHERE g.valued), '''')
    FROM gone e, LATERAL report_tally_event_groups(e."name", e."scope", e."userId", e."queueId", e."at") g
    GROUP BY 1, 2, 3, 4, 5\003B
  END IF\003B
  IF TG_OP <> ''DELETE'' THEN
    INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count", "added")
    SELECT e."idGraf", e."name", g.scope, g.key, g.period, count(*)::int, coalesce(string_agg(report_tally_micros(e."seconds"), ''''::bytea) FILTER (WHERE g.valued), '''')
    FROM come e, LATERAL report_tally_event_groups(e."name", e."scope", e."userId", e."queueId", e."at") g
    GROUP BY 1, 2, 3, 4, 5\003B
  END IF\003B
  RETURN NULL\003B
END';

CREATE FUNCTION report_tally_sent() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF TG_OP <> ''INSERT'' THEN
    INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count")
    SELECT h."idGraf", ''sent'', g.scope, g.key, g.period, -sum(h."count")::int
    FROM gone h, LATERAL report_tally_sent_groups(h."userId", h."queueId", h."hour") g
    GROUP BY 1, 2, 3, 4, 5\003B
  END IF\003B
  IF TG_OP <> ''DELETE'' THEN
    INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count")
    SELECT h."idGraf", ''sent'', g.scope, g.key, g.period, sum(h."count")::int
    FROM come h, LATERAL report_tally_sent_groups(h."userId", h."queueId", h."hour") g
    GROUP BY 1, 2, 3, 4, 5\003B
  END IF\003B
  RETURN NULL\003B
END';

INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count", "added", "folded")
SELECT e."idGraf", e."name", g.scope, g.key, g.period, count(*)::int, coalesce(string_agg(report_tally_micros(e."seconds"), ''::bytea) FILTER (WHERE g.valued), ''), true
FROM "AttendanceEvent" e, LATERAL report_tally_event_groups(e."name", e."scope", e."userId", e."queueId", e."at") g
GROUP BY 1, 2, 3, 4, 5;

INSERT INTO "ReportTally" ("idGraf", "name", "scope", "key", "period", "count", "folded")
SELECT h."idGraf", 'sent', g.scope, g.key, g.period, sum(h."count")::int, true
FROM "SentMessageHour" h, LATERAL report_tally_sent_groups(h."userId", h."queueId", h."hour") g
GROUP BY 1, 2, 3, 4, 5;

CREATE TRIGGER "AttendanceEvent_tally_insert" AFTER INSERT ON "AttendanceEvent"
  REFERENCING NEW TABLE AS come FOR EACH STATEMENT EXECUTE FUNCTION report_tally_events();

CREATE TRIGGER "AttendanceEvent_tally_update" AFTER UPDATE ON "AttendanceEvent"
  REFERENCING OLD TABLE AS gone NEW TABLE AS come FOR EACH STATEMENT EXECUTE FUNCTION report_tally_events();

CREATE TRIGGER "AttendanceEvent_tally_delete" AFTER DELETE ON "AttendanceEvent"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION report_tally_events();

CREATE TRIGGER "SentMessageHour_tally_insert" AFTER INSERT ON "SentMessageHour"
  REFERENCING NEW TABLE AS come FOR EACH STATEMENT EXECUTE FUNCTION report_tally_sent();

CREATE TRIGGER "SentMessageHour_tally_update" AFTER UPDATE ON "SentMessageHour"
  REFERENCING OLD TABLE AS gone NEW TABLE AS come FOR EACH STATEMENT EXECUTE FUNCTION report_tally_sent();

CREATE TRIGGER "SentMessageHour_tally_delete" AFTER DELETE ON "SentMessageHour"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION report_tally_sent();
