-- Hand-written: Prisma's schema cannot declare INCLUDE, so the schema no longer lists this index.

-- The tabs filter a status's tickets on whether they have a user (an open ticket needs one), so
-- the index that serves them carries userId: a page and its count are read from the index alone,
-- without visiting the table for each ticket.
DROP INDEX "Ticket_idGraf_status_updatedAt_id_idx";
CREATE INDEX "Ticket_idGraf_status_updatedAt_id_idx" ON "Ticket"("idGraf", "status", "updatedAt" DESC, "id" DESC) INCLUDE ("userId");
