-- AlterTable
ALTER TABLE "QuickAnswer" ADD COLUMN     "mediaKey" TEXT,
ADD COLUMN     "mediaName" TEXT;

-- CreateTable
CREATE TABLE "QuickAnswerQueue" (
    "quickAnswerId" INTEGER NOT NULL,
    "queueId" INTEGER NOT NULL,

    CONSTRAINT "QuickAnswerQueue_pkey" PRIMARY KEY ("quickAnswerId","queueId")
);

-- CreateIndex
CREATE INDEX "QuickAnswerQueue_queueId_idx" ON "QuickAnswerQueue"("queueId");

-- AddForeignKey
ALTER TABLE "QuickAnswerQueue" ADD CONSTRAINT "QuickAnswerQueue_quickAnswerId_fkey" FOREIGN KEY ("quickAnswerId") REFERENCES "QuickAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickAnswerQueue" ADD CONSTRAINT "QuickAnswerQueue_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
