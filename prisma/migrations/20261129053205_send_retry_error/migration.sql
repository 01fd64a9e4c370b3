-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "sendRetryError" TEXT;
