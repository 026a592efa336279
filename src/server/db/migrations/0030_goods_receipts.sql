CREATE TYPE "public"."goods_condition" AS ENUM('good', 'damaged');--> statement-breakpoint
CREATE TYPE "public"."packaging_kind" AS ENUM('pallets', 'bags', 'bulk', 'containers', 'other');--> statement-breakpoint
CREATE TYPE "public"."receipt_status" AS ENUM('valid', 'partly_released', 'released', 'superseded', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'goods_received';--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_counter" integer NOT NULL,
	CONSTRAINT "document_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "warehouse_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_space_id" uuid NOT NULL,
	"status" "receipt_status" NOT NULL,
	"received_on" date NOT NULL,
	"commodity" text NOT NULL,
	"packaging" "packaging_kind" NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"quantity_unit" text NOT NULL,
	"quantity_in_store" numeric(14, 2) NOT NULL,
	"gross_weight_kg" numeric(14, 2) NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"condition" "goods_condition" NOT NULL,
	"damage_note" text DEFAULT '' NOT NULL,
	"depositor_company" text,
	"verify_token" text NOT NULL,
	"supersedes_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_receipts_quantities" CHECK ("warehouse_receipts"."quantity" > 0 and "warehouse_receipts"."quantity_in_store" >= 0 and "warehouse_receipts"."quantity_in_store" <= "warehouse_receipts"."quantity" and "warehouse_receipts"."gross_weight_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_booking_space_id_booking_spaces_id_fk" FOREIGN KEY ("booking_space_id") REFERENCES "public"."booking_spaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_supersedes_id_warehouse_receipts_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."warehouse_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_receipts" ADD CONSTRAINT "warehouse_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_number_key" ON "warehouse_receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_verify_token_key" ON "warehouse_receipts" USING btree ("verify_token");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_receipts_supersedes_key" ON "warehouse_receipts" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "warehouse_receipts_booking_idx" ON "warehouse_receipts" USING btree ("booking_id","created_at");