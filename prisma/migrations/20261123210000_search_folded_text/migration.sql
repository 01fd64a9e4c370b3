-- Hand-written: the ticket search ignores accents as well as case. The folded text is stored beside
-- the text (generated columns, kept by PostgreSQL on every write) because calling fold_text on each
-- row a search walks costs three times an ILIKE: unaccent is only STABLE, so the function is never
-- inlined. Prisma's schema does not name these columns, so its diffs never see them.
ALTER TABLE "Message" ADD COLUMN "bodyFolded" text GENERATED ALWAYS AS (fold_text("body")) STORED;
ALTER TABLE "Contact" ADD COLUMN "nameFolded" text GENERATED ALWAYS AS (fold_text("name")) STORED;
CREATE INDEX "Message_bodyFolded_trgm" ON "Message" USING gin ("bodyFolded" gin_trgm_ops);
CREATE INDEX "Contact_nameFolded_trgm" ON "Contact" USING gin ("nameFolded" gin_trgm_ops);
-- Nothing searches message bodies unfolded any more (the dashboard's contact-name filter still
-- uses the plain Contact_name_trgm, which stays).
DROP INDEX IF EXISTS "Message_body_trgm";
