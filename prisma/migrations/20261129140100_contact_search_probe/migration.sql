-- Hand-written: Prisma's schema cannot declare INCLUDE.

-- The search of conversations walks the tickets newest first and asks, for each, whether its
-- contact's name or number matches: hundreds of lookups by id for one page. With the tenant, the
-- folded name and the number in the index, each lookup reads the index alone.
CREATE INDEX "Contact_id_search_idx" ON "Contact"("id") INCLUDE ("idGraf", "nameFolded", "number");
