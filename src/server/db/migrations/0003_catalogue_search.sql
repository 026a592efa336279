ALTER TABLE "warehouses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || city || ' ' || country || ' ' || address || ' ' || postal_code)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_search_text_trgm_idx" ON "warehouses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_city_trgm_idx" ON "warehouses" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_country_trgm_idx" ON "warehouses" USING gin (lower("country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouses_location_idx" ON "warehouses" USING btree ("longitude","latitude") WHERE "warehouses"."is_active" and "warehouses"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "warehouses_min_price_idx" ON "warehouses" USING btree ("min_price_per_m2_cents") WHERE "warehouses"."is_active";--> statement-breakpoint
CREATE INDEX "warehouses_total_size_idx" ON "warehouses" USING btree ("total_size_m2") WHERE "warehouses"."is_active";