-- Search matches without accents: "turkiye" finds Türkiye, "gdansk" Gdańsk, "constanta" Constanța.
-- unaccent() is only STABLE (its dictionary could change), so a generated column or an index cannot
-- call it; search_fold() names the dictionary and is declared IMMUTABLE, the usual wrapper. Accents
-- are removed before lower-casing, so "İ" (Turkish capital I with dot) becomes "i", not "i̇".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "warehouses" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name || ' ' || description || ' ' || city || ' ' || country || ' ' || address || ' ' || postal_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_search_text_trgm_idx" ON "warehouses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "warehouses_city_trgm_idx";--> statement-breakpoint
CREATE INDEX "warehouses_city_trgm_idx" ON "warehouses" USING gin (search_fold("city") gin_trgm_ops);--> statement-breakpoint
DROP INDEX "warehouses_country_trgm_idx";--> statement-breakpoint
CREATE INDEX "warehouses_country_trgm_idx" ON "warehouses" USING gin (search_fold("country") gin_trgm_ops);
