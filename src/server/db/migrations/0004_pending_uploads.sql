ALTER TABLE "warehouse_images" ALTER COLUMN "warehouse_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_images" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "warehouse_images" ADD CONSTRAINT "warehouse_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_images_pending_idx" ON "warehouse_images" USING btree ("created_at") WHERE "warehouse_images"."warehouse_id" is null;