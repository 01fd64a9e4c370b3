-- Hand-written: searches ignore accents as well as case ("joao" finds "João").
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly.
-- fold_text names the dictionary and is declared IMMUTABLE, which makes it usable in index
-- expressions and lets a query's fold_text(column) match the index.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fold$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $fold$;
