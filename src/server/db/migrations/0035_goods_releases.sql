CREATE TYPE "public"."release_status" AS ENUM('held', 'approved', 'released', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'release_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'release_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'goods_released';--> statement-breakpoint
CREATE TABLE "goods_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"status" "release_status" NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"planned_on" date NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approval_reason" text,
	"released_on" date,
	"released_quantity" numeric(14, 2),
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_releases_quantities" CHECK ("goods_releases"."quantity" > 0 and ("goods_releases"."released_quantity" is null or ("goods_releases"."released_quantity" > 0 and "goods_releases"."released_quantity" <= "goods_releases"."quantity")))
);
--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_receipt_id_warehouse_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_releases" ADD CONSTRAINT "goods_releases_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_releases_booking_idx" ON "goods_releases" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_releases_receipt_idx" ON "goods_releases" USING btree ("receipt_id","status");