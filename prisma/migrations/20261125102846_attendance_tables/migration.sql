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

-- CreateTable
CREATE TABLE "AttendanceEvent" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "ticketId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "userId" INTEGER,
    "queueId" INTEGER,
    "at" TIMESTAMP(3) NOT NULL,
    "seconds" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "AttendanceEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SentMessageHour" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "ticketId" INTEGER NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "userId" INTEGER NOT NULL,
    "queueId" INTEGER,
    "count" INTEGER NOT NULL,

    CONSTRAINT "SentMessageHour_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TicketPeriod_ticketId_openedAt_idx" ON "TicketPeriod"("ticketId", "openedAt");

-- CreateIndex
CREATE INDEX "TicketPeriod_idGraf_endedAt_idx" ON "TicketPeriod"("idGraf", "endedAt");

-- CreateIndex
CREATE INDEX "AttendanceEvent_ticketId_idx" ON "AttendanceEvent"("ticketId");

-- CreateIndex
CREATE INDEX "SentMessageHour_ticketId_idx" ON "SentMessageHour"("ticketId");

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketPeriod" ADD CONSTRAINT "TicketPeriod_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceEvent" ADD CONSTRAINT "AttendanceEvent_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceEvent" ADD CONSTRAINT "AttendanceEvent_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceEvent" ADD CONSTRAINT "AttendanceEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceEvent" ADD CONSTRAINT "AttendanceEvent_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SentMessageHour" ADD CONSTRAINT "SentMessageHour_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SentMessageHour" ADD CONSTRAINT "SentMessageHour_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SentMessageHour" ADD CONSTRAINT "SentMessageHour_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SentMessageHour" ADD CONSTRAINT "SentMessageHour_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;
