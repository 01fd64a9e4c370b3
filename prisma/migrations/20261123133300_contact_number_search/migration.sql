-- Hand-written: schema diffs never see these, so they never drop them.

-- The search matches a contact's number by any run of its digits. Without a trigram index on the
-- number, that part of the search reads every contact.
CREATE INDEX "Contact_number_trgm" ON "Contact" USING gin ("number" gin_trgm_ops);
