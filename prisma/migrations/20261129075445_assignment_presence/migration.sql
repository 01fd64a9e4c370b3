-- AlterTable
ALTER TABLE "User" ADD COLUMN     "away" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lastAssignedAt" TIMESTAMP(3),
ADD COLUMN     "maxOpenTickets" INTEGER;

-- AlterTable
ALTER TABLE "Queue" ADD COLUMN     "assignment" TEXT NOT NULL DEFAULT 'manual';

-- CreateTable
CREATE TABLE "UserSocket" (
    "socketId" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "processId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserSocket_pkey" PRIMARY KEY ("socketId")
);

-- CreateIndex
CREATE INDEX "UserSocket_userId_seenAt_idx" ON "UserSocket"("userId", "seenAt");

-- CreateIndex
CREATE INDEX "UserSocket_processId_idx" ON "UserSocket"("processId");

-- AddForeignKey
ALTER TABLE "UserSocket" ADD CONSTRAINT "UserSocket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
