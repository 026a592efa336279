ALTER TABLE "warehouses" ADD COLUMN "space_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Existing warehouses get their arrays from their children; new saves keep them in step.
UPDATE "warehouses" w SET
  "space_type_ids" = coalesce((SELECT array_agg(DISTINCT s.space_type_id ORDER BY s.space_type_id) FROM "warehouse_spaces" s WHERE s.warehouse_id = w.id), '{}'),
  "feature_ids" = coalesce((SELECT array_agg(f.feature_id ORDER BY f.feature_id) FROM "warehouse_features" f WHERE f.warehouse_id = w.id), '{}'),
  "service_ids" = coalesce((SELECT array_agg(v.service_id ORDER BY v.service_id) FROM "warehouse_services" v WHERE v.warehouse_id = w.id), '{}');--> statement-breakpoint
CREATE INDEX "warehouses_space_type_ids_idx" ON "warehouses" USING gin ("space_type_ids");--> statement-breakpoint
CREATE INDEX "warehouses_feature_ids_idx" ON "warehouses" USING gin ("feature_ids");--> statement-breakpoint
CREATE INDEX "warehouses_service_ids_idx" ON "warehouses" USING gin ("service_ids");