CREATE TYPE "public"."inquiry_status" AS ENUM('draft', 'submitted', 'under_review', 'offer_pending', 'offer_draft', 'offer_sent', 'changes_requested', 'accepted', 'rejected', 'cancelled', 'expired', 'confirmed', 'completed', 'archived');--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trader_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" "inquiry_status" DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"estimated_cost_cents" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_date_range" CHECK ("inquiries"."end_date" >= "inquiries"."start_date")
);
--> statement-breakpoint
CREATE TABLE "inquiry_features" (
	"inquiry_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "inquiry_features_inquiry_id_feature_id_pk" PRIMARY KEY("inquiry_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_services" (
	"inquiry_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "inquiry_services_inquiry_id_service_id_pk" PRIMARY KEY("inquiry_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_space_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"space_type_id" uuid NOT NULL,
	"size_m2" numeric(12, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inquiry_space_requests_size_positive" CHECK ("inquiry_space_requests"."size_m2" > 0)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_features" ADD CONSTRAINT "inquiry_features_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_features" ADD CONSTRAINT "inquiry_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_services" ADD CONSTRAINT "inquiry_services_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_services" ADD CONSTRAINT "inquiry_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_space_requests" ADD CONSTRAINT "inquiry_space_requests_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_space_requests" ADD CONSTRAINT "inquiry_space_requests_space_type_id_space_types_id_fk" FOREIGN KEY ("space_type_id") REFERENCES "public"."space_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_trader_idx" ON "inquiries" USING btree ("trader_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_warehouse_idx" ON "inquiries" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_space_requests_inquiry_idx" ON "inquiry_space_requests" USING btree ("inquiry_id");