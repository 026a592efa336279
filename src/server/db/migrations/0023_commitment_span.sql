-- Browse with dates probed every warehouse it walked for commitments on the days (a subquery per
-- row, 516 for the dates map of Europe: a third of its statement). commitment_span covers every day
-- a warehouse's commitments have reached, so only the warehouses whose span meets the days are
-- probed (about 1 in 5 of the scale seed for a month ahead), and the walks' indexes include it.
ALTER TABLE "warehouses" ADD COLUMN "commitment_span" daterange;--> statement-breakpoint
UPDATE "warehouses" w SET "commitment_span" = c.span
  FROM (SELECT warehouse_id, daterange(min(lower(during)), max(upper(during))) AS span FROM space_commitments GROUP BY warehouse_id) c
 WHERE w.id = c.warehouse_id;--> statement-breakpoint
-- Widened per statement by whoever writes commitments, never narrowed (releasing or deleting leaves
-- it as wide, which only costs a probe). A warehouse whose span already covers the new days is not
-- touched, so no row lock is taken: a release (which shortens a range) never waits on the warehouse.
-- The flows that add space hold the warehouse's row lock already (lockWarehouseCapacity).
CREATE FUNCTION warehouse_commitment_span_widen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE warehouses w SET commitment_span = coalesce(range_merge(w.commitment_span, c.span), c.span)
    FROM (SELECT warehouse_id, daterange(min(lower(during)), max(upper(during))) AS span FROM saved GROUP BY warehouse_id) c
   WHERE w.id = c.warehouse_id AND (w.commitment_span IS NULL OR NOT w.commitment_span @> c.span);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "space_commitments_span_on_insert" AFTER INSERT ON "space_commitments" REFERENCING NEW TABLE AS saved
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_commitment_span_widen();--> statement-breakpoint
CREATE TRIGGER "space_commitments_span_on_update" AFTER UPDATE ON "space_commitments" REFERENCING NEW TABLE AS saved
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_commitment_span_widen();--> statement-breakpoint
DROP INDEX "warehouses_browse_idx";--> statement-breakpoint
CREATE INDEX "warehouses_browse_idx" ON "warehouses" USING btree ("created_at","id") INCLUDE ("filter_ids","min_price_per_m2_cents","total_size_m2","city_fold","country_fold","commitment_span") WHERE "warehouses"."is_active";--> statement-breakpoint
DROP INDEX "warehouses_country_browse_idx";--> statement-breakpoint
CREATE INDEX "warehouses_country_browse_idx" ON "warehouses" USING btree ("country_fold","created_at","id") INCLUDE ("filter_ids","min_price_per_m2_cents","total_size_m2","city_fold","commitment_span") WHERE "warehouses"."is_active";--> statement-breakpoint
DROP INDEX "warehouses_map_idx";--> statement-breakpoint
CREATE INDEX "warehouses_map_idx" ON "warehouses" USING btree ("id") INCLUDE ("longitude","latitude","total_size_m2","commitment_span") WHERE "warehouses"."is_active" AND "warehouses"."latitude" IS NOT NULL AND "warehouses"."longitude" IS NOT NULL;
