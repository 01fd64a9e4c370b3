-- AlterTable
ALTER TABLE "Whatsapp" ADD COLUMN     "ratingMessage" TEXT;

-- CreateTable
CREATE TABLE "TicketRating" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "ticketId" INTEGER NOT NULL,
    "userId" INTEGER,
    "queueId" INTEGER,
    "rate" INTEGER,
    "askedAt" TIMESTAMP(3) NOT NULL,
    "ratedAt" TIMESTAMP(3),

    CONSTRAINT "TicketRating_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TicketRating_ticketId_key" ON "TicketRating"("ticketId");

-- CreateIndex
CREATE INDEX "TicketRating_idGraf_ratedAt_idx" ON "TicketRating"("idGraf", "ratedAt");

-- AddForeignKey
ALTER TABLE "TicketRating" ADD CONSTRAINT "TicketRating_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketRating" ADD CONSTRAINT "TicketRating_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketRating" ADD CONSTRAINT "TicketRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketRating" ADD CONSTRAINT "TicketRating_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;
