-- AlterTable
ALTER TABLE "Whatsapp" ADD COLUMN     "cloudAccessToken" TEXT,
ADD COLUMN     "cloudAppSecret" TEXT,
ADD COLUMN     "cloudBusinessAccountId" TEXT,
ADD COLUMN     "cloudPhoneNumberId" TEXT,
ADD COLUMN     "cloudVerifyToken" TEXT;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "isPrivate" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "MessageMention" (
    "messageId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "idGraf" INTEGER NOT NULL,

    CONSTRAINT "MessageMention_pkey" PRIMARY KEY ("messageId","userId")
);

-- CreateIndex
CREATE INDEX "MessageMention_userId_idx" ON "MessageMention"("userId");

-- AddForeignKey
ALTER TABLE "MessageMention" ADD CONSTRAINT "MessageMention_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMention" ADD CONSTRAINT "MessageMention_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
