-- Hand-written: the history the attendance reports read (lib/reports/), kept by the database in
-- the transaction of every change, whichever code path makes it (a use case, a raw UPDATE, a
-- foreign key setting a deleted queue to null).
-- The migration engine splits scripts at every semicolon, inside function bodies too: the
-- PL/pgSQL bodies are U& strings in which \003B stands for each semicolon (and '' for a quote).

-- The current period of each ticket, which every change and every message looks up.
CREATE UNIQUE INDEX "TicketPeriod_current" ON "TicketPeriod"("ticketId") WHERE "endedAt" IS NULL;

-- Messages written by attendants, counted by the reports within a range of days.
CREATE INDEX "Message_attendant_createdAt" ON "Message"("idGraf", "createdAt") INCLUDE ("userId", "ticketId") WHERE "userId" IS NOT NULL;

-- A change of status, holder or department ends the current period and starts the next, at the
-- moment the row changes (clock_timestamp: the row lock orders changes of one ticket, so their
-- times are in the same order). A reopened ticket starts a new conversation, a resolved one a
-- closed period of the conversation it ends. Changes between closed states (a deleted user, a
-- deleted queue) leave the history as it was.
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
  RETURN NULL\003B
END';

CREATE TRIGGER "Ticket_period_insert" AFTER INSERT ON "Ticket" FOR EACH ROW EXECUTE FUNCTION ticket_period_change();

CREATE TRIGGER "Ticket_period_update" AFTER UPDATE OF "status", "userId", "queueId" ON "Ticket" FOR EACH ROW
  WHEN ((OLD."status" IS DISTINCT FROM NEW."status" OR OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."queueId" IS DISTINCT FROM NEW."queueId")
    AND NOT (OLD."status" = 'closed' AND NEW."status" = 'closed'))
  EXECUTE FUNCTION ticket_period_change();

-- The contact's first message of a conversation is noted on the current period (the next periods
-- inherit it), and a holder's first message after it is their answer. Automatic texts (bot menus,
-- greetings, out-of-hours and call replies) have no userId and so answer nothing. Private notes,
-- when messages carry them, must be left out here as in lib/reports/attendant-message-sql.ts.
CREATE FUNCTION ticket_period_message() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF NOT NEW."fromMe" THEN
    UPDATE "TicketPeriod" SET "contactAt" = NEW."createdAt"
    WHERE "ticketId" = NEW."ticketId" AND "endedAt" IS NULL AND "contactAt" IS NULL AND "status" <> ''closed''\003B
  ELSE
    UPDATE "TicketPeriod" SET "answeredAt" = NEW."createdAt"
    WHERE "ticketId" = NEW."ticketId" AND "endedAt" IS NULL AND "userId" = NEW."userId" AND "answeredAt" IS NULL
      AND "contactAt" <= NEW."createdAt"\003B
  END IF\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Message_period_insert" AFTER INSERT ON "Message" FOR EACH ROW
  WHEN (NOT NEW."fromMe" OR NEW."userId" IS NOT NULL)
  EXECUTE FUNCTION ticket_period_message();

-- Tickets older than this history get one derived from their current fields: a working period
-- from creation (open with its user, else pending) in its current department, and for a closed
-- ticket the closed period from closedAt (else its last change). The contact's first message and
-- the first attendant message after it come from the ticket's messages. A ticket reopened before
-- is seen as one conversation. Returns how many tickets it filled in.
CREATE FUNCTION derive_ticket_periods() RETURNS integer LANGUAGE sql AS $derive$
  WITH legacy AS (
    SELECT t."id", t."idGraf", t."status", t."userId", t."queueId", t."createdAt",
           CASE WHEN t."status" = 'closed' THEN greatest(coalesce(t."closedAt", t."updatedAt"), t."createdAt") END AS "closedAt"
    FROM "Ticket" t
    WHERE NOT EXISTS (SELECT 1 FROM "TicketPeriod" p WHERE p."ticketId" = t."id")
  ),
  contact AS (
    SELECT l.*, (SELECT min(m."createdAt") FROM "Message" m
                 WHERE m."ticketId" = l."id" AND NOT m."fromMe" AND (l."closedAt" IS NULL OR m."createdAt" <= l."closedAt")) AS "contactAt"
    FROM legacy l
  ),
  facts AS (
    SELECT c.*, CASE WHEN c."userId" IS NOT NULL THEN
             (SELECT min(m."createdAt") FROM "Message" m
              WHERE m."ticketId" = c."id" AND m."userId" IS NOT NULL AND m."createdAt" >= c."contactAt"
                AND (c."closedAt" IS NULL OR m."createdAt" <= c."closedAt")) END AS "answeredAt"
    FROM contact c
  ),
  inserted AS (
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
