-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "idGraf" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Job_lockedAt_idx" ON "Job"("lockedAt");
