-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "description" TEXT NOT NULL DEFAULT '',
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "disabledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" BIGSERIAL NOT NULL,
    "endpointId" TEXT NOT NULL,
    "idGraf" INTEGER NOT NULL,
    "eventType" TEXT NOT NULL,
    "subjectId" INTEGER,
    "webhookId" TEXT NOT NULL,
    "payload" JSONB,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastStatusCode" INTEGER,
    "lastError" TEXT,
    "latencyMs" INTEGER,
    "nextAttemptAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WebhookEndpoint_idGraf_idx" ON "WebhookEndpoint"("idGraf");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_id_idx" ON "WebhookDelivery"("endpointId", "id");

-- AddForeignKey
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_idGraf_fkey" FOREIGN KEY ("idGraf") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Outbound webhooks (lib/webhooks/README.md): the triggers below write the deliveries of each event and
-- their deliver-webhook jobs in the transaction of the change, so a crash after the commit still
-- delivers. A tenant without endpoints costs one indexed lookup per written row. PL/pgSQL bodies
-- are U& strings in which \003B stands for each semicolon (and '' for a quote).
CREATE FUNCTION webhook_enqueue(p_id_graf integer, p_event text, p_subject integer) RETURNS void
LANGUAGE sql AS U&'
  WITH delivery AS (
    INSERT INTO "WebhookDelivery" ("endpointId", "idGraf", "eventType", "subjectId", "webhookId")
    SELECT e."id", e."idGraf", p_event, p_subject, ''msg_'' || replace(gen_random_uuid()::text, ''-'', '''')
    FROM "WebhookEndpoint" e
    WHERE e."idGraf" = p_id_graf AND e."enabled" AND p_event = ANY (e."events")
    RETURNING "id", "idGraf")
  INSERT INTO "Job" ("queue", "idGraf", "key", "payload", "runAt")
  SELECT ''deliver-webhook'', d."idGraf", ''deliver-webhook:'' || d."id", jsonb_build_object(''deliveryId'', d."id"::text), now()
  FROM delivery d
  ON CONFLICT ("key") DO NOTHING
';

CREATE FUNCTION webhook_message_events() RETURNS trigger
LANGUAGE plpgsql AS U&'
BEGIN
  IF NEW."isPrivate" OR NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "idGraf" = NEW."idGraf") THEN
    RETURN NULL\003B
  END IF\003B
  IF TG_OP = ''INSERT'' THEN
    IF NOT NEW."fromMe" THEN
      PERFORM webhook_enqueue(NEW."idGraf", ''message.received'', NEW."id")\003B
    END IF\003B
    RETURN NULL\003B
  END IF\003B
  IF NOT NEW."fromMe" THEN
    RETURN NULL\003B
  END IF\003B
  -- ack: 0 pending, 1 sent, 2 on the server, 3 delivered, 4 read, 5 played.
  IF OLD."ack" < 1 AND NEW."ack" >= 1 THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''message.sent'', NEW."id")\003B
  END IF\003B
  IF OLD."ack" < 3 AND NEW."ack" >= 3 THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''message.delivered'', NEW."id")\003B
  END IF\003B
  IF OLD."ack" < 4 AND NEW."ack" >= 4 THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''message.read'', NEW."id")\003B
  END IF\003B
  IF OLD."sendError" IS NULL AND NEW."sendError" IS NOT NULL THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''message.failed'', NEW."id")\003B
  END IF\003B
  RETURN NULL\003B
END ';

CREATE FUNCTION webhook_ticket_events() RETURNS trigger
LANGUAGE plpgsql AS U&'
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "idGraf" = NEW."idGraf") THEN
    RETURN NULL\003B
  END IF\003B
  IF TG_OP = ''INSERT'' THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''ticket.created'', NEW."id")\003B
  ELSIF NEW."status" = ''closed'' AND OLD."status" <> ''closed'' THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''ticket.resolved'', NEW."id")\003B
  ELSIF NEW."status" IN (''open'', ''pending'')
    AND (NEW."queueId" IS DISTINCT FROM OLD."queueId" OR NEW."userId" IS DISTINCT FROM OLD."userId") THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''ticket.transferred'', NEW."id")\003B
  ELSIF (NEW."status", NEW."queueId", NEW."userId", NEW."whatsappId", NEW."contactId")
    IS DISTINCT FROM (OLD."status", OLD."queueId", OLD."userId", OLD."whatsappId", OLD."contactId") THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''ticket.updated'', NEW."id")\003B
  END IF\003B
  RETURN NULL\003B
END ';

CREATE FUNCTION webhook_contact_events() RETURNS trigger
LANGUAGE plpgsql AS U&'
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "idGraf" = NEW."idGraf") THEN
    RETURN NULL\003B
  END IF\003B
  IF TG_OP = ''INSERT'' THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''contact.created'', NEW."id")\003B
  ELSIF (NEW."name", NEW."number", NEW."email", NEW."isGroup")
    IS DISTINCT FROM (OLD."name", OLD."number", OLD."email", OLD."isGroup") THEN
    PERFORM webhook_enqueue(NEW."idGraf", ''contact.updated'', NEW."id")\003B
  END IF\003B
  RETURN NULL\003B
END ';

CREATE TRIGGER "Message_webhooks" AFTER INSERT OR UPDATE ON "Message"
  FOR EACH ROW EXECUTE FUNCTION webhook_message_events();
CREATE TRIGGER "Ticket_webhooks" AFTER INSERT OR UPDATE ON "Ticket"
  FOR EACH ROW EXECUTE FUNCTION webhook_ticket_events();
CREATE TRIGGER "Contact_webhooks" AFTER INSERT OR UPDATE ON "Contact"
  FOR EACH ROW EXECUTE FUNCTION webhook_contact_events();
