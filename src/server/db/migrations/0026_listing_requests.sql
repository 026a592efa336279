-- One name per concept: the listing-requests module's tables, their enum, keys and indexes follow its name.
-- Renames only, so rows, keys and the notifications already written stay as they are.
ALTER TYPE "public"."warehouse_request_status" RENAME TO "listing_request_status";--> statement-breakpoint
ALTER TYPE "public"."notification_type" RENAME VALUE 'warehouse_request_submitted' TO 'listing_request_submitted';--> statement-breakpoint
ALTER TABLE "warehouse_request_features" RENAME TO "listing_request_features";--> statement-breakpoint
ALTER TABLE "warehouse_request_images" RENAME TO "listing_request_images";--> statement-breakpoint
ALTER TABLE "warehouse_request_services" RENAME TO "listing_request_services";--> statement-breakpoint
ALTER TABLE "warehouse_request_spaces" RENAME TO "listing_request_spaces";--> statement-breakpoint
ALTER TABLE "warehouse_request_tokens" RENAME TO "listing_request_tokens";--> statement-breakpoint
ALTER TABLE "warehouse_requests" RENAME TO "listing_requests";--> statement-breakpoint
ALTER TABLE "listing_request_images" RENAME CONSTRAINT "warehouse_request_images_pkey" TO "listing_request_images_pkey";--> statement-breakpoint
ALTER TABLE "listing_request_spaces" RENAME CONSTRAINT "warehouse_request_spaces_pkey" TO "listing_request_spaces_pkey";--> statement-breakpoint
ALTER TABLE "listing_request_tokens" RENAME CONSTRAINT "warehouse_request_tokens_pkey" TO "listing_request_tokens_pkey";--> statement-breakpoint
ALTER TABLE "listing_requests" RENAME CONSTRAINT "warehouse_requests_pkey" TO "listing_requests_pkey";--> statement-breakpoint
ALTER TABLE "listing_request_features" RENAME CONSTRAINT "warehouse_request_features_request_id_feature_id_pk" TO "listing_request_features_request_id_feature_id_pk";--> statement-breakpoint
ALTER TABLE "listing_request_services" RENAME CONSTRAINT "warehouse_request_services_request_id_service_id_pk" TO "listing_request_services_request_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "listing_request_features" RENAME CONSTRAINT "warehouse_request_features_request_id_warehouse_requests_id_fk" TO "listing_request_features_request_id_listing_requests_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_features" RENAME CONSTRAINT "warehouse_request_features_feature_id_features_id_fk" TO "listing_request_features_feature_id_features_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_images" RENAME CONSTRAINT "warehouse_request_images_request_id_warehouse_requests_id_fk" TO "listing_request_images_request_id_listing_requests_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_services" RENAME CONSTRAINT "warehouse_request_services_request_id_warehouse_requests_id_fk" TO "listing_request_services_request_id_listing_requests_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_services" RENAME CONSTRAINT "warehouse_request_services_service_id_services_id_fk" TO "listing_request_services_service_id_services_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_spaces" RENAME CONSTRAINT "warehouse_request_spaces_request_id_warehouse_requests_id_fk" TO "listing_request_spaces_request_id_listing_requests_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_spaces" RENAME CONSTRAINT "warehouse_request_spaces_space_type_id_space_types_id_fk" TO "listing_request_spaces_space_type_id_space_types_id_fk";--> statement-breakpoint
ALTER TABLE "listing_request_tokens" RENAME CONSTRAINT "warehouse_request_tokens_request_id_warehouse_requests_id_fk" TO "listing_request_tokens_request_id_listing_requests_id_fk";--> statement-breakpoint
ALTER TABLE "listing_requests" RENAME CONSTRAINT "warehouse_requests_warehouse_id_warehouses_id_fk" TO "listing_requests_warehouse_id_warehouses_id_fk";--> statement-breakpoint
ALTER TABLE "listing_requests" RENAME CONSTRAINT "warehouse_requests_owner_id_users_id_fk" TO "listing_requests_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "listing_requests" RENAME CONSTRAINT "warehouse_requests_reviewed_by_users_id_fk" TO "listing_requests_reviewed_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "warehouse_request_images_request_idx" RENAME TO "listing_request_images_request_idx";--> statement-breakpoint
ALTER INDEX "warehouse_request_images_pending_idx" RENAME TO "listing_request_images_pending_idx";--> statement-breakpoint
ALTER INDEX "warehouse_request_spaces_request_idx" RENAME TO "listing_request_spaces_request_idx";--> statement-breakpoint
ALTER INDEX "warehouse_request_tokens_hash_key" RENAME TO "listing_request_tokens_hash_key";--> statement-breakpoint
ALTER INDEX "warehouse_request_tokens_request_idx" RENAME TO "listing_request_tokens_request_idx";--> statement-breakpoint
ALTER INDEX "warehouse_requests_status_idx" RENAME TO "listing_requests_status_idx";
