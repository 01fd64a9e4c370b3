-- CreateTable
CREATE TABLE "TicketPeriod" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "ticketId" INTEGER NOT NULL,
    "openedAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "userId" INTEGER,
    "queueId" INTEGER,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "contactAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "TicketPeriod_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TicketPeriod_ticketId_openedAt_idx" ON "TicketPeriod"("ticketId", "openedAt");

-- CreateIndex
CREATE INDEX "TicketPeriod_idGraf_status_startedAt_idx" ON "TicketPeriod"("idGraf", "status", "startedAt");

-- CreateIndex
CREATE INDEX "TicketPeriod_idGraf_answeredAt_idx" ON "TicketPeriod"("idGraf", "answeredAt");

-- CreateIndex
CREATE INDEX "TicketPeriod_idGraf_endedAt_idx" ON "TicketPeriod"("idGraf", "endedAt");

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;
