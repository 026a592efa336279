CREATE TYPE "public"."activity_status" AS ENUM('success', 'error');--> statement-breakpoint
CREATE TYPE "public"."feature_type" AS ENUM('accessibility', 'equipment', 'custom');--> statement-breakpoint
CREATE TYPE "public"."service_pricing_type" AS ENUM('hourly_rate', 'per_unit', 'ask_quote');--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_type" text NOT NULL,
	"activity_data" jsonb,
	"message" text NOT NULL,
	"status" "activity_status" NOT NULL,
	"error_message" text,
	"user_id" uuid,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"platform_fee_percentage" numeric(5, 2) DEFAULT '20' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_config_single_row" CHECK ("platform_config"."id" = 1),
	CONSTRAINT "platform_config_fee_range" CHECK ("platform_config"."platform_fee_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "platform_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_features_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "feature_type" NOT NULL,
	"icon" text,
	CONSTRAINT "features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	CONSTRAINT "services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "space_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "space_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "warehouse_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "warehouse_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "warehouse_features" (
	"warehouse_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"custom_value" text,
	CONSTRAINT "warehouse_features_warehouse_id_feature_id_pk" PRIMARY KEY("warehouse_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_services" (
	"warehouse_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"pricing_type" "service_pricing_type" NOT NULL,
	"price_per_hour_cents" integer,
	"price_per_unit_cents" integer,
	"unit_type" text,
	"notes" text,
	CONSTRAINT "warehouse_services_warehouse_id_service_id_pk" PRIMARY KEY("warehouse_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"space_type_id" uuid NOT NULL,
	"size_m2" numeric(12, 2) NOT NULL,
	"price_per_m2_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_spaces_size_positive" CHECK ("warehouse_spaces"."size_m2" > 0),
	CONSTRAINT "warehouse_spaces_price_non_negative" CHECK ("warehouse_spaces"."price_per_m2_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"total_size_m2" numeric(14, 2) DEFAULT '0' NOT NULL,
	"min_price_per_m2_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_latitude_range" CHECK ("warehouses"."latitude" is null or "warehouses"."latitude" between -90 and 90),
	CONSTRAINT "warehouses_longitude_range" CHECK ("warehouses"."longitude" is null or "warehouses"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_features" ADD CONSTRAINT "warehouse_features_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_features" ADD CONSTRAINT "warehouse_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_images" ADD CONSTRAINT "warehouse_images_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_services" ADD CONSTRAINT "warehouse_services_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_services" ADD CONSTRAINT "warehouse_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_spaces" ADD CONSTRAINT "warehouse_spaces_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_spaces" ADD CONSTRAINT "warehouse_spaces_space_type_id_space_types_id_fk" FOREIGN KEY ("space_type_id") REFERENCES "public"."space_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_type_idx" ON "activity_log" USING btree ("activity_type");--> statement-breakpoint
CREATE INDEX "warehouse_features_feature_idx" ON "warehouse_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "warehouse_images_warehouse_idx" ON "warehouse_images" USING btree ("warehouse_id","position");--> statement-breakpoint
CREATE INDEX "warehouse_services_service_idx" ON "warehouse_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "warehouse_spaces_warehouse_id_idx" ON "warehouse_spaces" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_spaces_type_idx" ON "warehouse_spaces" USING btree ("space_type_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouses_owner_id_idx" ON "warehouses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "warehouses_active_created_idx" ON "warehouses" USING btree ("is_active","created_at");