-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "ssoSecretChangedAt" TIMESTAMP(3),
ADD COLUMN     "ssoSecretChangedById" INTEGER,
ADD COLUMN     "ssoSecretChangedByName" TEXT;
