-- Private notes (messages attendants write for each other) are no answer and no message sent:
-- the reports' history leaves them out wherever it tells an attendant's message.
DROP TRIGGER "Message_period_attendant" ON "Message";
CREATE TRIGGER "Message_period_attendant" AFTER INSERT ON "Message" FOR EACH ROW WHEN (NEW."userId" IS NOT NULL AND NOT NEW."isPrivate")
  EXECUTE FUNCTION ticket_period_attendant_message();

CREATE OR REPLACE FUNCTION record_ticket_figures(tickets integer[]) RETURNS integer LANGUAGE sql AS $figures$
  WITH cleared_events AS (
    DELETE FROM "AttendanceEvent" WHERE "ticketId" = ANY(tickets)
  ), cleared_hours AS (
    DELETE FROM "SentMessageHour" WHERE "ticketId" = ANY(tickets)
  ), periods AS (
    SELECT p.*, max(p."contactAt") OVER (PARTITION BY p."ticketId", p."openedAt") AS "firstContactAt"
    FROM "TicketPeriod" p WHERE p."ticketId" = ANY(tickets)
  ), working AS (
    SELECT p.*, g.scope, g.key FROM periods p
    CROSS JOIN LATERAL (VALUES ('user', p."userId"), ('queue', coalesce(p."queueId", 0)), ('total', 0)) g(scope, key)
    WHERE p."status" <> 'closed' AND g.key IS NOT NULL
  ), answers AS (
    SELECT DISTINCT ON ("ticketId", "openedAt", scope, key) "idGraf", "ticketId", "openedAt", scope, key, "userId", "queueId", "answeredAt", "firstContactAt"
    FROM working WHERE "answeredAt" IS NOT NULL
    ORDER BY "ticketId", "openedAt", scope, key, "answeredAt"
  ), first_answers AS (
    SELECT a."idGraf", a."ticketId", 'first_answer' AS name, a.scope, a."userId", a."queueId", a."answeredAt" AS at,
           CASE WHEN a.scope = 'total' THEN extract(epoch FROM a."answeredAt" - a."firstContactAt")
                ELSE sum(greatest(0, extract(epoch FROM least(coalesce(w."endedAt", a."answeredAt"), a."answeredAt") - greatest(w."startedAt", a."firstContactAt"))))
           END AS seconds
    FROM answers a JOIN working w USING ("ticketId", "openedAt", scope, key)
    GROUP BY a."idGraf", a."ticketId", a."openedAt", a.scope, a.key, a."userId", a."queueId", a."answeredAt", a."firstContactAt"
  ), resolutions AS (
    SELECT c."idGraf", c."ticketId", 'resolution' AS name, w.scope,
           CASE w.scope WHEN 'user' THEN w."userId" ELSE c."userId" END AS "userId",
           CASE w.scope WHEN 'queue' THEN w."queueId" ELSE c."queueId" END AS "queueId",
           c."startedAt" AS at,
           CASE w.scope WHEN 'total' THEN extract(epoch FROM c."startedAt" - c."openedAt") ELSE sum(extract(epoch FROM w."endedAt" - w."startedAt")) END AS seconds
    FROM periods c JOIN working w USING ("ticketId", "openedAt")
    WHERE c."status" = 'closed'
    GROUP BY c."idGraf", c."ticketId", c."openedAt", c."startedAt", w.scope, w.key,
             CASE w.scope WHEN 'user' THEN w."userId" ELSE c."userId" END, CASE w.scope WHEN 'queue' THEN w."queueId" ELSE c."queueId" END
  ), events AS (
    INSERT INTO "AttendanceEvent" ("idGraf", "ticketId", "name", "scope", "userId", "queueId", "at", "seconds")
    SELECT "idGraf", "ticketId", name, scope, "userId", "queueId", at, seconds::float8 FROM first_answers
    UNION ALL
    SELECT "idGraf", "ticketId", name, scope, "userId", "queueId", at, seconds::float8 FROM resolutions
    RETURNING 1
  ), sent AS (
    INSERT INTO "SentMessageHour" ("idGraf", "ticketId", "hour", "userId", "queueId", "count")
    SELECT m."idGraf", m."ticketId", date_trunc('hour', m."createdAt"), m."userId", p."queueId", count(*)::int
    FROM "Message" m
    LEFT JOIN "TicketPeriod" p ON p."ticketId" = m."ticketId" AND p."startedAt" <= m."createdAt" AND (p."endedAt" > m."createdAt" OR p."endedAt" IS NULL)
    WHERE m."ticketId" = ANY(tickets) AND m."userId" IS NOT NULL AND NOT m."isPrivate"
    GROUP BY m."idGraf", m."ticketId", date_trunc('hour', m."createdAt"), m."userId", p."queueId"
    RETURNING 1
  )
  SELECT count(*)::int FROM events
$figures$;

CREATE OR REPLACE FUNCTION derive_ticket_periods() RETURNS integer LANGUAGE sql AS $derive$
  WITH legacy AS (
    SELECT t."id", t."idGraf", t."status", t."userId", t."queueId", t."createdAt",
           CASE WHEN t."status" = 'closed' THEN greatest(coalesce(t."closedAt", t."updatedAt"), t."createdAt") END AS "closedAt"
    FROM "Ticket" t
    WHERE NOT EXISTS (SELECT 1 FROM "TicketPeriod" p WHERE p."ticketId" = t."id")
  ), contact AS (
    SELECT l.*, (SELECT min(m."createdAt") FROM "Message" m
                 WHERE m."ticketId" = l."id" AND NOT m."fromMe" AND (l."closedAt" IS NULL OR m."createdAt" <= l."closedAt")) AS "contactAt"
    FROM legacy l
  ), facts AS (
    SELECT c.*, CASE WHEN c."userId" IS NOT NULL THEN
             (SELECT min(m."createdAt") FROM "Message" m
              WHERE m."ticketId" = c."id" AND m."userId" IS NOT NULL AND NOT m."isPrivate" AND m."createdAt" >= c."contactAt"
                AND (c."closedAt" IS NULL OR m."createdAt" <= c."closedAt")) END AS "answeredAt"
    FROM contact c
  ), inserted AS (
    INSERT INTO "TicketPeriod" ("idGraf", "ticketId", "openedAt", "status", "userId", "queueId", "startedAt", "endedAt", "contactAt", "answeredAt")
    SELECT "idGraf", "id", "createdAt",
           CASE WHEN "status" <> 'closed' THEN "status" WHEN "userId" IS NULL THEN 'pending' ELSE 'open' END,
           "userId", "queueId", "createdAt", "closedAt", "contactAt", "answeredAt"
    FROM facts
    UNION ALL
    SELECT "idGraf", "id", "createdAt", 'closed', "userId", "queueId", "closedAt", NULL, "contactAt", NULL
    FROM facts WHERE "closedAt" IS NOT NULL
    RETURNING "ticketId"
  )
  SELECT count(DISTINCT "ticketId")::int FROM inserted
$derive$;
