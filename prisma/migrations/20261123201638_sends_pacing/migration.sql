-- DropIndex
DROP INDEX "BulkMessageItem_batchId_status_idx";

-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "messageId" INTEGER;

-- AlterTable
ALTER TABLE "BulkMessageBatch" ADD COLUMN     "nextSendAt" TIMESTAMP(3),
ADD COLUMN     "skipped" INTEGER NOT NULL DEFAULT 0,
ALTER COLUMN "status" SET DEFAULT 'running';

-- AlterTable
ALTER TABLE "BulkMessageItem" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "providerId" TEXT,
ADD COLUMN     "whatsappId" INTEGER NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "Schedule_messageId_key" ON "Schedule"("messageId");

-- CreateIndex
CREATE INDEX "BulkMessageItem_batchId_status_position_idx" ON "BulkMessageItem"("batchId", "status", "position");

-- CreateIndex
CREATE INDEX "BulkMessageItem_whatsappId_sentAt_idx" ON "BulkMessageItem"("whatsappId", "sentAt");
