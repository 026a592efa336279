DROP INDEX "warehouses_space_type_ids_idx";--> statement-breakpoint
DROP INDEX "warehouses_feature_ids_idx";--> statement-breakpoint
DROP INDEX "warehouses_service_ids_idx";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "filter_ids" uuid[] GENERATED ALWAYS AS (space_type_ids || feature_ids || service_ids) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "warehouses_filter_ids_idx" ON "warehouses" USING gin ("filter_ids");