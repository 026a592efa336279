CREATE TYPE "public"."listing_kind" AS ENUM('multi_space', 'single_space');--> statement-breakpoint
CREATE TYPE "public"."operating_hours" AS ENUM('24_7', 'business_hours', 'custom');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."offer_service_pricing_type" AS ENUM('hourly_rate', 'per_unit', 'fixed', 'ask_quote');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('draft', 'sent', 'accepted', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."warehouse_request_status" AS ENUM('draft', 'submitted', 'under_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pricing_type" "offer_service_pricing_type" NOT NULL,
	"quantity" integer,
	"unit_type" text,
	"price_per_hour_cents" integer,
	"price_per_unit_cents" integer,
	"fixed_price_cents" integer,
	"total_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"space_type_name" text NOT NULL,
	"size_m2" numeric(12, 2) NOT NULL,
	"price_per_m2_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"trader_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"warehouse_owner_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_cost_cents" integer NOT NULL,
	"cancellation_reason" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_date_range" CHECK ("bookings"."end_date" >= "bookings"."start_date")
);
--> statement-breakpoint
CREATE TABLE "offer_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"pricing_type" "offer_service_pricing_type" NOT NULL,
	"quantity" integer,
	"price_per_hour_cents" integer,
	"price_per_unit_cents" integer,
	"fixed_price_cents" integer,
	"unit_type" text,
	"offer_total_cents" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_services_total_non_negative" CHECK ("offer_services"."offer_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"space_id" uuid,
	"space_type_id" uuid NOT NULL,
	"space_allocated_m2" numeric(12, 2) NOT NULL,
	"price_per_m2_cents" integer NOT NULL,
	"offer_total_cents" integer NOT NULL,
	"is_manual_price" boolean DEFAULT false NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_spaces_non_negative" CHECK ("offer_spaces"."space_allocated_m2" >= 0 and "offer_spaces"."price_per_m2_cents" >= 0 and "offer_spaces"."offer_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"term_type" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"status" "offer_status" DEFAULT 'draft' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"platform_fee_percentage" numeric(5, 2) NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"total_with_fee_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"changes_requested" text,
	"booking_id" uuid,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_fee_range" CHECK ("offers"."platform_fee_percentage" between 0 and 100),
	CONSTRAINT "offers_amounts_non_negative" CHECK ("offers"."subtotal_cents" >= 0 and "offers"."platform_fee_cents" >= 0 and "offers"."total_with_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversation_views" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_views_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid,
	"booking_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_one_subject" CHECK (("conversations"."inquiry_id" is null) <> ("conversations"."booking_id" is null))
);
--> statement-breakpoint
CREATE TABLE "message_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"is_system_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_not_blank" CHECK (length(btrim("messages"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_features" (
	"request_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"custom_value" text,
	CONSTRAINT "warehouse_request_features_request_id_feature_id_pk" PRIMARY KEY("request_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"upload_secret_hash" text,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_services" (
	"request_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"pricing_type" "service_pricing_type" NOT NULL,
	"price_per_hour_cents" integer,
	"price_per_unit_cents" integer,
	"unit_type" text,
	"notes" text,
	CONSTRAINT "warehouse_request_services_request_id_service_id_pk" PRIMARY KEY("request_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"space_type_id" uuid,
	"size_m2" numeric(12, 2),
	"price_per_m2_cents" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_request_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'edit' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "warehouse_request_status" DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"admin_notes" text,
	"warehouse_id" uuid,
	"owner_id" uuid,
	"reviewed_by" uuid,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "listing_kind" "listing_kind" DEFAULT 'multi_space' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "warehouse_type_id" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "operating_hours" "operating_hours";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "custom_hours" jsonb;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_spaces" ADD CONSTRAINT "booking_spaces_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_warehouse_owner_id_users_id_fk" FOREIGN KEY ("warehouse_owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_services" ADD CONSTRAINT "offer_services_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_services" ADD CONSTRAINT "offer_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_spaces" ADD CONSTRAINT "offer_spaces_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_spaces" ADD CONSTRAINT "offer_spaces_space_id_warehouse_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."warehouse_spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_spaces" ADD CONSTRAINT "offer_spaces_space_type_id_space_types_id_fk" FOREIGN KEY ("space_type_id") REFERENCES "public"."space_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_terms" ADD CONSTRAINT "offer_terms_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_views" ADD CONSTRAINT "conversation_views_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_views" ADD CONSTRAINT "conversation_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_digests" ADD CONSTRAINT "message_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_features" ADD CONSTRAINT "warehouse_request_features_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_features" ADD CONSTRAINT "warehouse_request_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_images" ADD CONSTRAINT "warehouse_request_images_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_services" ADD CONSTRAINT "warehouse_request_services_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_services" ADD CONSTRAINT "warehouse_request_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_spaces" ADD CONSTRAINT "warehouse_request_spaces_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_spaces" ADD CONSTRAINT "warehouse_request_spaces_space_type_id_space_types_id_fk" FOREIGN KEY ("space_type_id") REFERENCES "public"."space_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_request_tokens" ADD CONSTRAINT "warehouse_request_tokens_request_id_warehouse_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."warehouse_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_requests" ADD CONSTRAINT "warehouse_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_requests" ADD CONSTRAINT "warehouse_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_requests" ADD CONSTRAINT "warehouse_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_services_booking_idx" ON "booking_services" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_spaces_booking_idx" ON "booking_spaces" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_offer_key" ON "bookings" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "bookings_trader_idx" ON "bookings" USING btree ("trader_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("warehouse_owner_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_inquiry_idx" ON "bookings" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "offer_services_offer_idx" ON "offer_services" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_spaces_offer_idx" ON "offer_spaces" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_terms_offer_idx" ON "offer_terms" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offers_inquiry_idx" ON "offers" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "offers_sent_valid_until_idx" ON "offers" USING btree ("valid_until") WHERE "offers"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_inquiry_key" ON "conversations" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_key" ON "conversations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "message_reads_user_idx" ON "message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "warehouse_request_images_request_idx" ON "warehouse_request_images" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "warehouse_request_images_pending_idx" ON "warehouse_request_images" USING btree ("created_at") WHERE "warehouse_request_images"."request_id" is null;--> statement-breakpoint
CREATE INDEX "warehouse_request_spaces_request_idx" ON "warehouse_request_spaces" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_request_tokens_hash_key" ON "warehouse_request_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "warehouse_request_tokens_request_idx" ON "warehouse_request_tokens" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "warehouse_requests_status_idx" ON "warehouse_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_warehouse_type_id_warehouse_types_id_fk" FOREIGN KEY ("warehouse_type_id") REFERENCES "public"."warehouse_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouses_owner_kind_idx" ON "warehouses" USING btree ("owner_id","listing_kind","created_at");