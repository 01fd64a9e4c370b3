-- A mention keeps its note's ticket: whoever a ticket's notes mention may open that ticket.
ALTER TABLE "MessageMention" ADD COLUMN "ticketId" INTEGER;

UPDATE "MessageMention" AS mm SET "ticketId" = m."ticketId" FROM "Message" AS m WHERE m.id = mm."messageId";

ALTER TABLE "MessageMention" ALTER COLUMN "ticketId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "MessageMention_ticketId_userId_idx" ON "MessageMention"("ticketId", "userId");

-- AddForeignKey
ALTER TABLE "MessageMention" ADD CONSTRAINT "MessageMention_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;
