-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Tenant" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "ssoSecret" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "profile" TEXT NOT NULL DEFAULT 'user',
    "canSeeAllTickets" BOOLEAN NOT NULL DEFAULT false,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "whatsappId" INTEGER,
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserQueue" (
    "userId" INTEGER NOT NULL,
    "queueId" INTEGER NOT NULL,

    CONSTRAINT "UserQueue_pkey" PRIMARY KEY ("userId","queueId")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "familyId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "replacedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SsoTokenUse" (
    "idGraf" INTEGER NOT NULL,
    "jti" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SsoTokenUse_pkey" PRIMARY KEY ("idGraf","jti")
);

-- CreateTable
CREATE TABLE "Queue" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "greetingMessage" TEXT,
    "transferQueueMessage" TEXT,
    "outOfWorkMessage" TEXT,
    "token" TEXT,
    "startWork" TEXT,
    "endWork" TEXT,
    "monday" BOOLEAN NOT NULL DEFAULT true,
    "tuesday" BOOLEAN NOT NULL DEFAULT true,
    "wednesday" BOOLEAN NOT NULL DEFAULT true,
    "thursday" BOOLEAN NOT NULL DEFAULT true,
    "friday" BOOLEAN NOT NULL DEFAULT true,
    "saturday" BOOLEAN NOT NULL DEFAULT false,
    "sunday" BOOLEAN NOT NULL DEFAULT false,
    "holiday" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Queue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatbotOption" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "queueId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "name" TEXT NOT NULL,
    "greetingMessage" TEXT,
    "isAgent" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatbotOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Whatsapp" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'baileys',
    "status" TEXT NOT NULL DEFAULT 'OPENING',
    "qrcode" TEXT,
    "retries" INTEGER NOT NULL DEFAULT 0,
    "phoneNumber" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "isMultidevice" BOOLEAN NOT NULL DEFAULT true,
    "zapi" BOOLEAN NOT NULL DEFAULT false,
    "zapiStatus" TEXT,
    "zapiInstanceId" TEXT,
    "zapiToken" TEXT,
    "zapiClientToken" TEXT,
    "webhookSecret" TEXT,
    "greetingMessage" TEXT,
    "farewellMessage" TEXT,
    "defaultQueueId" INTEGER,
    "hasChatbot" BOOLEAN NOT NULL DEFAULT false,
    "defineWorkHours" BOOLEAN NOT NULL DEFAULT false,
    "outOfWorkMessage" TEXT,
    "startWorkHour" TEXT NOT NULL DEFAULT '08:00',
    "endWorkHour" TEXT NOT NULL DEFAULT '17:30',
    "startWorkHourWeekend" TEXT NOT NULL DEFAULT '08:00',
    "endWorkHourWeekend" TEXT NOT NULL DEFAULT '17:30',
    "monday" BOOLEAN NOT NULL DEFAULT true,
    "tuesday" BOOLEAN NOT NULL DEFAULT true,
    "wednesday" BOOLEAN NOT NULL DEFAULT true,
    "thursday" BOOLEAN NOT NULL DEFAULT true,
    "friday" BOOLEAN NOT NULL DEFAULT true,
    "saturday" BOOLEAN NOT NULL DEFAULT false,
    "sunday" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Whatsapp_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WhatsappQueue" (
    "whatsappId" INTEGER NOT NULL,
    "queueId" INTEGER NOT NULL,

    CONSTRAINT "WhatsappQueue_pkey" PRIMARY KEY ("whatsappId","queueId")
);

-- CreateTable
CREATE TABLE "WhatsappAuthKey" (
    "whatsappId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "WhatsappAuthKey_pkey" PRIMARY KEY ("whatsappId","type","keyId")
);

-- CreateTable
CREATE TABLE "Contact" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "zoneCode" TEXT NOT NULL DEFAULT '55',
    "profilePicUrl" TEXT,
    "isGroup" BOOLEAN NOT NULL DEFAULT false,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactExtraInfo" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "ContactExtraInfo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ticket" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "contactId" INTEGER NOT NULL,
    "whatsappId" INTEGER NOT NULL,
    "userId" INTEGER,
    "queueId" INTEGER,
    "chatbotOptionId" INTEGER,
    "isGroup" BOOLEAN NOT NULL DEFAULT false,
    "lastMessage" TEXT NOT NULL DEFAULT '',
    "lastMessageTime" TIMESTAMP(3),
    "unreadMessages" INTEGER NOT NULL DEFAULT 0,
    "unread" BOOLEAN NOT NULL DEFAULT false,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Ticket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tag" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TicketTag" (
    "ticketId" INTEGER NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "TicketTag_pkey" PRIMARY KEY ("ticketId","tagId")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "ticketId" INTEGER NOT NULL,
    "whatsappId" INTEGER NOT NULL,
    "contactId" INTEGER,
    "userId" INTEGER,
    "providerMessageId" TEXT,
    "body" TEXT NOT NULL DEFAULT '',
    "fromMe" BOOLEAN NOT NULL DEFAULT false,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "ack" INTEGER NOT NULL DEFAULT 0,
    "mediaUrl" TEXT,
    "mediaType" TEXT NOT NULL DEFAULT 'conversation',
    "mediaNameOriginal" TEXT,
    "quotedMsgId" INTEGER,
    "dataJson" JSONB,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "editedMessage" TEXT,
    "isForwardMessage" BOOLEAN NOT NULL DEFAULT false,
    "sendError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuickAnswer" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "shortcut" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "userId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuickAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Schedule" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "contactId" INTEGER NOT NULL,
    "ticketId" INTEGER,
    "userId" INTEGER,
    "sendAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'PENDENTE',
    "timezone" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageSendSetting" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "whatsappId" INTEGER NOT NULL,
    "limit" INTEGER NOT NULL DEFAULT 100,
    "minutes" INTEGER NOT NULL DEFAULT 0,
    "seconds" INTEGER NOT NULL DEFAULT 30,
    "contacts" BOOLEAN NOT NULL DEFAULT false,
    "photo" BOOLEAN NOT NULL DEFAULT false,
    "random" BOOLEAN NOT NULL DEFAULT false,
    "optOut" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageSendSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkMessageBatch" (
    "id" SERIAL NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "whatsappId" INTEGER NOT NULL,
    "userId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL DEFAULT 0,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "BulkMessageBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkMessageItem" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "phone" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "BulkMessageItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_idGraf_name_idx" ON "User"("idGraf", "name");

-- CreateIndex
CREATE INDEX "UserQueue_queueId_idx" ON "UserQueue"("queueId");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

-- CreateIndex
CREATE INDEX "SsoTokenUse_expiresAt_idx" ON "SsoTokenUse"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Queue_idGraf_name_key" ON "Queue"("idGraf", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Queue_idGraf_color_key" ON "Queue"("idGraf", "color");

-- CreateIndex
CREATE INDEX "ChatbotOption_queueId_parentId_position_idx" ON "ChatbotOption"("queueId", "parentId", "position");

-- CreateIndex
CREATE INDEX "Whatsapp_idGraf_isDefault_idx" ON "Whatsapp"("idGraf", "isDefault");

-- CreateIndex
CREATE UNIQUE INDEX "Whatsapp_idGraf_name_key" ON "Whatsapp"("idGraf", "name");

-- CreateIndex
CREATE INDEX "WhatsappQueue_queueId_idx" ON "WhatsappQueue"("queueId");

-- CreateIndex
CREATE INDEX "Contact_idGraf_name_idx" ON "Contact"("idGraf", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Contact_idGraf_number_key" ON "Contact"("idGraf", "number");

-- CreateIndex
CREATE INDEX "ContactExtraInfo_contactId_idx" ON "ContactExtraInfo"("contactId");

-- CreateIndex
CREATE INDEX "Ticket_idGraf_status_updatedAt_idx" ON "Ticket"("idGraf", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_idGraf_userId_status_updatedAt_idx" ON "Ticket"("idGraf", "userId", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_idGraf_queueId_status_updatedAt_idx" ON "Ticket"("idGraf", "queueId", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_contactId_whatsappId_status_idx" ON "Ticket"("contactId", "whatsappId", "status");

-- CreateIndex
CREATE INDEX "Ticket_idGraf_createdAt_idx" ON "Ticket"("idGraf", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_idGraf_name_key" ON "Tag"("idGraf", "name");

-- CreateIndex
CREATE INDEX "TicketTag_tagId_idx" ON "TicketTag"("tagId");

-- CreateIndex
CREATE INDEX "Message_ticketId_createdAt_id_idx" ON "Message"("ticketId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Message_idGraf_createdAt_idx" ON "Message"("idGraf", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Message_whatsappId_providerMessageId_key" ON "Message"("whatsappId", "providerMessageId");

-- CreateIndex
CREATE INDEX "QuickAnswer_idGraf_shortcut_idx" ON "QuickAnswer"("idGraf", "shortcut");

-- CreateIndex
CREATE INDEX "Schedule_idGraf_sendAt_idx" ON "Schedule"("idGraf", "sendAt");

-- CreateIndex
CREATE INDEX "Schedule_status_sendAt_idx" ON "Schedule"("status", "sendAt");

-- CreateIndex
CREATE UNIQUE INDEX "Setting_idGraf_key_key" ON "Setting"("idGraf", "key");

-- CreateIndex
CREATE UNIQUE INDEX "MessageSendSetting_whatsappId_key" ON "MessageSendSetting"("whatsappId");

-- CreateIndex
CREATE INDEX "BulkMessageBatch_idGraf_createdAt_idx" ON "BulkMessageBatch"("idGraf", "createdAt");

-- CreateIndex
CREATE INDEX "BulkMessageItem_batchId_status_idx" ON "BulkMessageItem"("batchId", "status");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserQueue" ADD CONSTRAINT "UserQueue_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserQueue" ADD CONSTRAINT "UserQueue_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatbotOption" ADD CONSTRAINT "ChatbotOption_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatbotOption" ADD CONSTRAINT "ChatbotOption_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatbotOption" ADD CONSTRAINT "ChatbotOption_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ChatbotOption"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Whatsapp" ADD CONSTRAINT "Whatsapp_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Whatsapp" ADD CONSTRAINT "Whatsapp_defaultQueueId_fkey" FOREIGN KEY ("defaultQueueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsappQueue" ADD CONSTRAINT "WhatsappQueue_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsappQueue" ADD CONSTRAINT "WhatsappQueue_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsappAuthKey" ADD CONSTRAINT "WhatsappAuthKey_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contact" ADD CONSTRAINT "Contact_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contact" ADD CONSTRAINT "Contact_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactExtraInfo" ADD CONSTRAINT "ContactExtraInfo_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_chatbotOptionId_fkey" FOREIGN KEY ("chatbotOptionId") REFERENCES "ChatbotOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketTag" ADD CONSTRAINT "TicketTag_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketTag" ADD CONSTRAINT "TicketTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_quotedMsgId_fkey" FOREIGN KEY ("quotedMsgId") REFERENCES "Message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickAnswer" ADD CONSTRAINT "QuickAnswer_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuickAnswer" ADD CONSTRAINT "QuickAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schedule" ADD CONSTRAINT "Schedule_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Setting" ADD CONSTRAINT "Setting_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageSendSetting" ADD CONSTRAINT "MessageSendSetting_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageSendSetting" ADD CONSTRAINT "MessageSendSetting_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkMessageBatch" ADD CONSTRAINT "BulkMessageBatch_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkMessageBatch" ADD CONSTRAINT "BulkMessageBatch_whatsappId_fkey" FOREIGN KEY ("whatsappId") REFERENCES "Whatsapp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkMessageItem" ADD CONSTRAINT "BulkMessageItem_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "BulkMessageBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;
