-- DropIndex
DROP INDEX "Ticket_idGraf_status_updatedAt_idx";

-- DropIndex
DROP INDEX "Ticket_idGraf_userId_status_updatedAt_idx";

-- DropIndex
DROP INDEX "Ticket_idGraf_queueId_status_updatedAt_idx";

-- CreateIndex
CREATE INDEX "Ticket_idGraf_status_updatedAt_id_idx" ON "Ticket"("idGraf", "status", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ticket_idGraf_updatedAt_id_idx" ON "Ticket"("idGraf", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ticket_idGraf_userId_status_updatedAt_id_idx" ON "Ticket"("idGraf", "userId", "status", "updatedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ticket_idGraf_queueId_status_updatedAt_id_idx" ON "Ticket"("idGraf", "queueId", "status", "updatedAt" DESC, "id" DESC);
