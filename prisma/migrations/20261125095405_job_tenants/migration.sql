-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "idGraf" INTEGER;

-- CreateIndex
CREATE INDEX "Job_lockedAt_idx" ON "Job"("lockedAt");
