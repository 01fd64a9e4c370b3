-- The tabs' badges counted every ticket of a tab on each read: an admin's closed count walked 95,000
-- index entries (17-30 ms of PostgreSQL) on every refresh of the counts. Each change of a ticket's
-- status, user or department now adds a row of -1 for what it was and +1 for what it is, under the
-- Ticket's own column names, so a count is the sum of the rows matching the tab's where
-- (lib/tickets/ticket-counts.ts). Rows are only ever inserted by the triggers: no transaction waits
-- for another's count, whatever tickets they change. The job ticket-counts-fold sums each
-- combination's rows into one, every minute.
CREATE TABLE "TicketCount" (
  "idGraf" INTEGER NOT NULL,
  "status" TEXT NOT NULL,
  "userId" INTEGER,
  "queueId" INTEGER,
  "delta" INTEGER NOT NULL
);

CREATE INDEX "TicketCount_idGraf_status_idx" ON "TicketCount" ("idGraf", "status");

CREATE OR REPLACE FUNCTION ticket_count_change() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  IF TG_OP <> ''INSERT'' THEN
    INSERT INTO "TicketCount" ("idGraf", "status", "userId", "queueId", "delta") VALUES (OLD."idGraf", OLD."status", OLD."userId", OLD."queueId", -1)\003B
  END IF\003B
  IF TG_OP <> ''DELETE'' THEN
    INSERT INTO "TicketCount" ("idGraf", "status", "userId", "queueId", "delta") VALUES (NEW."idGraf", NEW."status", NEW."userId", NEW."queueId", 1)\003B
  END IF\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Ticket_count_insert" AFTER INSERT ON "Ticket" FOR EACH ROW EXECUTE FUNCTION ticket_count_change();

CREATE TRIGGER "Ticket_count_update" AFTER UPDATE OF "status", "userId", "queueId" ON "Ticket" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."queueId" IS DISTINCT FROM NEW."queueId")
  EXECUTE FUNCTION ticket_count_change();

CREATE TRIGGER "Ticket_count_delete" AFTER DELETE ON "Ticket" FOR EACH ROW EXECUTE FUNCTION ticket_count_change();

INSERT INTO "TicketCount" ("idGraf", "status", "userId", "queueId", "delta")
SELECT "idGraf", "status", "userId", "queueId", count(*)::int FROM "Ticket" GROUP BY 1, 2, 3, 4;
