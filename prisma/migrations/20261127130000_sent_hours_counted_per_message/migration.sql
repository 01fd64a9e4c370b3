-- An attendant's message after the first answer of its period changes no figure but the count of
-- messages sent in its hour: that count goes up by one instead of every figure of the ticket being
-- rewritten from all its periods and messages (6 ms a message on a ticket of a few dozen, growing
-- with the ticket). The Ticket row lock taken first serializes a ticket's messages, so the count is
-- never inserted twice. The department is the period's the message was sent in, as in
-- record_ticket_figures.
CREATE OR REPLACE FUNCTION ticket_period_attendant_message() RETURNS trigger LANGUAGE plpgsql AS U&'
DECLARE
  sent_queue integer\003B
BEGIN
  PERFORM 1 FROM "Ticket" WHERE "id" = NEW."ticketId" FOR UPDATE\003B
  UPDATE "TicketPeriod" SET "answeredAt" = NEW."createdAt"
  WHERE "ticketId" = NEW."ticketId" AND "endedAt" IS NULL AND "userId" = NEW."userId" AND "answeredAt" IS NULL
    AND "contactAt" <= NEW."createdAt"\003B
  IF FOUND THEN
    PERFORM record_ticket_figures(ARRAY[NEW."ticketId"])\003B
    RETURN NULL\003B
  END IF\003B
  SELECT p."queueId" INTO sent_queue FROM "TicketPeriod" p
  WHERE p."ticketId" = NEW."ticketId" AND p."startedAt" <= NEW."createdAt" AND (p."endedAt" > NEW."createdAt" OR p."endedAt" IS NULL)
  ORDER BY p."startedAt" DESC LIMIT 1\003B
  UPDATE "SentMessageHour" SET "count" = "count" + 1
  WHERE "ticketId" = NEW."ticketId" AND "hour" = date_trunc(''hour'', NEW."createdAt") AND "userId" = NEW."userId"
    AND "queueId" IS NOT DISTINCT FROM sent_queue\003B
  IF NOT FOUND THEN
    INSERT INTO "SentMessageHour" ("idGraf", "ticketId", "hour", "userId", "queueId", "count")
    VALUES (NEW."idGraf", NEW."ticketId", date_trunc(''hour'', NEW."createdAt"), NEW."userId", sent_queue, 1)\003B
  END IF\003B
  RETURN NULL\003B
END';
