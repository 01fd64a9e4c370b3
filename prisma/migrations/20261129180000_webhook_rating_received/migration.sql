-- A contact's answer to a rating raises rating.received (lib/webhooks/README.md), enqueued in the
-- transaction that records it, like the events of migration webhooks: when the rate is set,
-- whether the row is written with it or asked first and answered later. PL/pgSQL bodies are U&
-- strings in which \003B stands for each semicolon (and '' for a quote).
CREATE FUNCTION webhook_rating_events() RETURNS trigger
LANGUAGE plpgsql AS U&'
BEGIN
  IF NEW."rate" IS NULL OR (TG_OP = ''UPDATE'' AND OLD."rate" IS NOT NULL) THEN
    RETURN NULL\003B
  END IF\003B
  IF NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "idGraf" = NEW."idGraf") THEN
    RETURN NULL\003B
  END IF\003B
  PERFORM webhook_enqueue(NEW."idGraf", ''rating.received'', NEW."id")\003B
  RETURN NULL\003B
END ';

CREATE TRIGGER "TicketRating_webhooks" AFTER INSERT OR UPDATE OF "rate" ON "TicketRating"
  FOR EACH ROW EXECUTE FUNCTION webhook_rating_events();
