-- Hand-written: schema diffs never see these, so they never drop them.

-- One ticket in progress (pending or open) per contact and connection: concurrent inbound
-- messages can never create two, whatever the timing.
CREATE UNIQUE INDEX "Ticket_one_in_progress_per_contact"
  ON "Ticket" ("contactId", "whatsappId")
  WHERE "status" IN ('pending', 'open');

-- Message search by any part of the text, served by a trigram index instead of a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Message_body_trgm" ON "Message" USING gin ("body" gin_trgm_ops);
CREATE INDEX "Contact_name_trgm" ON "Contact" USING gin ("name" gin_trgm_ops);
