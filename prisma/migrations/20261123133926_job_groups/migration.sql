-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "group" TEXT;

-- CreateIndex
CREATE INDEX "Job_group_id_idx" ON "Job"("group", "id");
