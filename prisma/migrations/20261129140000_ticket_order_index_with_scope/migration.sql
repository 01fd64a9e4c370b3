-- Hand-written: Prisma's schema cannot declare INCLUDE, so the schema no longer lists this index.

-- The search of conversations, and every list of all statuses, walks a tenant's tickets newest
-- first and keeps those the viewer may see and whose contact matches. With who may see each ticket
-- (user, status, queue) and its contact in the index, the walk reads the index alone: an
-- attendant, who may see a few of them, no longer visits the table for all the others.
DROP INDEX "Ticket_idGraf_updatedAt_id_idx";
CREATE INDEX "Ticket_idGraf_updatedAt_id_idx" ON "Ticket"("idGraf", "updatedAt" DESC, "id" DESC) INCLUDE ("userId", "status", "queueId", "contactId");
