-- A ticket's tags changing raises ticket.updated (lib/webhooks/README.md), enqueued in the
-- transaction of the change like the events of migration webhooks. One event per ticket and
-- transaction: the first link added or removed notes the ticket in the transaction-local setting
-- webhooks.tagged_tickets, and the other links of the same change find it there. A link removed
-- with its ticket finds no ticket and raises nothing. PL/pgSQL bodies are U& strings in which
-- \003B stands for each semicolon (and '' for a quote).
CREATE FUNCTION webhook_ticket_tag_events() RETURNS trigger
LANGUAGE plpgsql AS U&'
DECLARE
  v_ticket integer\003B
  v_id_graf integer\003B
  v_noted text\003B
BEGIN
  v_ticket := CASE WHEN TG_OP = ''DELETE'' THEN OLD."ticketId" ELSE NEW."ticketId" END\003B
  v_noted := coalesce(current_setting(''webhooks.tagged_tickets'', true), '''')\003B
  IF position('','' || v_ticket || '','' IN v_noted) > 0 THEN
    RETURN NULL\003B
  END IF\003B
  SELECT "idGraf" INTO v_id_graf FROM "Ticket" WHERE "id" = v_ticket\003B
  IF v_id_graf IS NULL OR NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "idGraf" = v_id_graf) THEN
    RETURN NULL\003B
  END IF\003B
  PERFORM set_config(''webhooks.tagged_tickets'', v_noted || '','' || v_ticket || '','', true)\003B
  PERFORM webhook_enqueue(v_id_graf, ''ticket.updated'', v_ticket)\003B
  RETURN NULL\003B
END ';

CREATE TRIGGER "TicketTag_webhooks" AFTER INSERT OR DELETE ON "TicketTag"
  FOR EACH ROW EXECUTE FUNCTION webhook_ticket_tag_events();
