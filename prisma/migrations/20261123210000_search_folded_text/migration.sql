-- Hand-written: the ticket search matches fold_text(column) LIKE '%' || fold_text(term) || '%',
-- ignoring accents as well as case, so its trigram indexes are built on the same expression.
CREATE INDEX "Message_body_fold_trgm" ON "Message" USING gin (fold_text("body") gin_trgm_ops);
CREATE INDEX "Contact_name_fold_trgm" ON "Contact" USING gin (fold_text("name") gin_trgm_ops);
-- Nothing searches message bodies without folding any more (the dashboard's contact-name filter
-- still uses the plain Contact_name_trgm, which stays).
DROP INDEX IF EXISTS "Message_body_trgm";
