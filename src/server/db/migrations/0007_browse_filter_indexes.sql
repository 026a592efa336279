DROP INDEX "warehouse_features_feature_idx";--> statement-breakpoint
DROP INDEX "warehouse_services_service_idx";--> statement-breakpoint
CREATE INDEX "warehouse_features_feature_idx" ON "warehouse_features" USING btree ("feature_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_services_service_idx" ON "warehouse_services" USING btree ("service_id","warehouse_id");