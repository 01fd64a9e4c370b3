-- Hand-written: what failed before these columns existed. Failed schedules and bulk rows kept the
-- engine's English words, now a code of the error catalogue: the generic one. Their failedAt is
-- the last change of the row, or for a bulk row its send, else its batch's end or start.
UPDATE "Message" SET "failedAt" = "updatedAt" WHERE "sendError" IS NOT NULL AND "failedAt" IS NULL;

UPDATE "Schedule" SET "error" = 'ERR_SENDING_WAPP_MSG'
WHERE "status" = 'ERRO' AND ("error" IS NULL OR "error" !~ '^ERR_[A-Z_]+$');

UPDATE "Schedule" SET "failedAt" = "updatedAt" WHERE "status" = 'ERRO' AND "failedAt" IS NULL;

UPDATE "BulkMessageItem" i SET "error" = 'ERR_SENDING_WAPP_MSG',
  "failedAt" = COALESCE(i."sentAt", b."finishedAt", b."createdAt")
FROM "BulkMessageBatch" b
WHERE b."id" = i."batchId" AND i."status" = 'failed';

-- The undelivered list reads only failed rows: small partial indexes, by tenant where the row has one.
CREATE INDEX "Message_undelivered" ON "Message" ("idGraf", "failedAt") WHERE "sendError" IS NOT NULL;

CREATE INDEX "Schedule_undelivered" ON "Schedule" ("idGraf", "failedAt") WHERE "status" = 'ERRO';

CREATE INDEX "BulkMessageItem_undelivered" ON "BulkMessageItem" ("batchId") WHERE "status" = 'failed'
