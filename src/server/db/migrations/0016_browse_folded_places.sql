-- City and country folded (search_fold) and stored, so browse's walk tests them without calling
-- unaccent on every row it reads (about 5 µs a row: a city filter walking 2,560 rows spent 13 ms in it).
-- The browse index includes the folded columns instead of the raw ones.
DROP INDEX "warehouses_city_trgm_idx";--> statement-breakpoint
DROP INDEX "warehouses_country_trgm_idx";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "city_fold" text GENERATED ALWAYS AS (search_fold(city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "country_fold" text GENERATED ALWAYS AS (search_fold(country)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_city_trgm_idx" ON "warehouses" USING gin ("city_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_country_trgm_idx" ON "warehouses" USING gin ("country_fold" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "warehouses_browse_idx";--> statement-breakpoint
CREATE INDEX "warehouses_browse_idx" ON "warehouses" USING btree ("created_at","id") INCLUDE ("filter_ids","min_price_per_m2_cents","total_size_m2","city_fold","country_fold") WHERE "warehouses"."is_active";
