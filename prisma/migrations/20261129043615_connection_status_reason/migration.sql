-- AlterTable
ALTER TABLE "Whatsapp" ADD COLUMN     "statusReason" TEXT;
