-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "failedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Schedule" ADD COLUMN     "failedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "BulkMessageItem" ADD COLUMN     "failedAt" TIMESTAMP(3);
