-- Hand-written: the history the attendance reports read (lib/reports/), kept by the database in
-- the transaction of every change, whichever code path makes it (a use case, a raw UPDATE, a
-- foreign key setting a deleted queue to null). docs/ARCHITECTURE.md (Attendance reports) says
-- what each figure means.
-- The migration engine splits scripts at every semicolon, inside function bodies too: the
-- PL/pgSQL bodies are U& strings in which \003B stands for each semicolon (and '' for a quote).

-- The current period of each ticket, which every change and every message looks up.
CREATE UNIQUE INDEX "TicketPeriod_current" ON "TicketPeriod"("ticketId") WHERE "endedAt" IS NULL;

-- What is in progress now, per tenant, counted from the index alone.
CREATE INDEX "TicketPeriod_in_progress" ON "TicketPeriod"("idGraf", "userId", "queueId") INCLUDE ("startedAt") WHERE "endedAt" IS NULL AND "status" <> 'closed';

-- A report's range of events and of message counts, read from the index alone.
CREATE INDEX "AttendanceEvent_idGraf_name_at" ON "AttendanceEvent"("idGraf", "name", "at") INCLUDE ("scope", "userId", "queueId", "seconds");
CREATE INDEX "SentMessageHour_idGraf_hour" ON "SentMessageHour"("idGraf", "hour") INCLUDE ("userId", "queueId", "count");

-- The report's figures of some tickets, computed again from their periods and messages: what
-- the triggers call after an attendant's message and a resolution, and what fills in tickets
-- older than this history. Per conversation (a ticket from its creation or reopening):
-- * first answers: for each attendant, department and the total, the first answer of their
--   periods (answeredAt), timed from the contact's first message. An attendant is charged the
--   time they held the ticket until their answer, a department the time the ticket spent in it
--   (waiting or open) until its first answer, the total the whole wait. The event carries who
--   answered and in which department.
-- * resolutions: when closed, for each attendant who held it their time, for each department the
--   time it spent there, and the whole conversation as the total, carrying who resolved it (the
--   holder when closed) and in which department.
-- * messages sent: attendants' messages (those with a userId: automatic texts and messages typed
--   on the phone have none) per hour, author and the department the ticket was in. Private notes, once messages
--   carry them, must be left out here and in ticket_period_attendant_message.
CREATE FUNCTION record_ticket_figures(tickets integer[]) RETURNS integer LANGUAGE sql AS $figures$
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
    WHERE m."ticketId" = ANY(tickets) AND m."userId" IS NOT NULL
    GROUP BY m."idGraf", m."ticketId", date_trunc('hour', m."createdAt"), m."userId", p."queueId"
    RETURNING 1
  )
  SELECT count(*)::int FROM events
$figures$;

-- A change of status, holder or department ends the current period and starts the next, at the
-- moment the row changes (clock_timestamp: the row lock orders changes of one ticket, so their
-- times are in the same order). A reopened ticket starts a new conversation, a resolved one a
-- closed period of the conversation it ends, whose figures are then recorded. Changes between
-- closed states (a deleted user, a deleted queue) leave the history as it was.
CREATE FUNCTION ticket_period_change() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  at timestamp(3) := clock_timestamp() AT TIME ZONE ''UTC''\003B
  previous record\003B
BEGIN
  UPDATE "TicketPeriod" SET "endedAt" = at WHERE "ticketId" = NEW."id" AND "endedAt" IS NULL
  RETURNING "status", "openedAt", "contactAt" INTO previous\003B
  INSERT INTO "TicketPeriod" ("idGraf", "ticketId", "openedAt", "status", "userId", "queueId", "startedAt", "contactAt")
  VALUES (
    NEW."idGraf", NEW."id",
    CASE WHEN previous."status" IS NULL OR previous."status" = ''closed'' THEN at ELSE previous."openedAt" END,
    NEW."status", NEW."userId", NEW."queueId", at,
    CASE WHEN previous."status" <> ''closed'' THEN previous."contactAt" END)\003B
  IF NEW."status" = ''closed'' THEN
    PERFORM record_ticket_figures(ARRAY[NEW."id"])\003B
  END IF\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Ticket_period_insert" AFTER INSERT ON "Ticket" FOR EACH ROW EXECUTE FUNCTION ticket_period_change();

CREATE TRIGGER "Ticket_period_update" AFTER UPDATE OF "status", "userId", "queueId" ON "Ticket" FOR EACH ROW
  WHEN ((OLD."status" IS DISTINCT FROM NEW."status" OR OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."queueId" IS DISTINCT FROM NEW."queueId")
    AND NOT (OLD."status" = 'closed' AND NEW."status" = 'closed'))
  EXECUTE FUNCTION ticket_period_change();

-- The contact's first message of a conversation is noted on the current period (the next periods
-- inherit it), once per inserted batch of messages: inbound messages arrive in batches of up to
-- 200, and most find it noted already.
CREATE FUNCTION ticket_period_contact_messages() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  UPDATE "TicketPeriod" p SET "contactAt" = m."first"
  FROM (SELECT "ticketId", min("createdAt") AS "first" FROM added WHERE NOT "fromMe" GROUP BY "ticketId") m
  WHERE p."ticketId" = m."ticketId" AND p."endedAt" IS NULL AND p."contactAt" IS NULL AND p."status" <> ''closed''\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Message_period_contact" AFTER INSERT ON "Message" REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION ticket_period_contact_messages();

-- An attendant's message is the holder's answer when it is their first in the period after the
-- contact's first message, and is counted: the ticket's figures are recorded again, under the
-- ticket's row lock (taken first, so the figures are read after any other writer of them has
-- committed). Private notes, once messages carry them, are no answer: leave them out here too.
CREATE FUNCTION ticket_period_attendant_message() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  PERFORM 1 FROM "Ticket" WHERE "id" = NEW."ticketId" FOR UPDATE\003B
  UPDATE "TicketPeriod" SET "answeredAt" = NEW."createdAt"
  WHERE "ticketId" = NEW."ticketId" AND "endedAt" IS NULL AND "userId" = NEW."userId" AND "answeredAt" IS NULL
    AND "contactAt" <= NEW."createdAt"\003B
  PERFORM record_ticket_figures(ARRAY[NEW."ticketId"])\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Message_period_attendant" AFTER INSERT ON "Message" FOR EACH ROW WHEN (NEW."userId" IS NOT NULL)
  EXECUTE FUNCTION ticket_period_attendant_message();

-- Tickets older than this history get one derived from their current fields: a working period
-- from creation (open with its user, else pending) in its current department, and for a closed
-- ticket the closed period from closedAt (else its last change). The contact's first message and
-- the first attendant message after it come from the ticket's messages. A ticket reopened before
-- is seen as one conversation. Returns how many tickets it filled in (record their figures next).
CREATE FUNCTION derive_ticket_periods() RETURNS integer LANGUAGE sql AS $derive$
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
              WHERE m."ticketId" = c."id" AND m."userId" IS NOT NULL AND m."createdAt" >= c."contactAt"
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

SELECT derive_ticket_periods();

SELECT record_ticket_figures(array_agg("id")) FROM "Ticket";
