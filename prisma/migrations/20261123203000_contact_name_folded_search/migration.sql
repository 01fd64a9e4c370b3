-- Hand-written: the contacts screen and the forwarding list search names ignoring case and
-- accents with fold_text(name) LIKE ... (lib/contacts/find-contact-page.ts), which this trigram
-- index serves instead of reading every contact of the tenant.
CREATE INDEX "Contact_name_fold_trgm" ON "Contact" USING gin (fold_text("name") gin_trgm_ops);
