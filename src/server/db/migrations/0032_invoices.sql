CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'partly_paid', 'paid', 'overdue', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'invoice_issued';--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"days" integer,
	"unit_price_cents" integer,
	"net_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"trader_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"status" "invoice_status" NOT NULL,
	"issue_date" date NOT NULL,
	"supply_from" date NOT NULL,
	"supply_to" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"vat_kind" text NOT NULL,
	"place_of_supply" text,
	"vat_mention" text,
	"vat_legal_basis" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_bytes" integer NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total_cents" = "invoices"."net_cents" + "invoices"."vat_cents" and "invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0
        and ("invoices"."kind" = 'invoice') = ("invoices"."credits_invoice_id" is null)
        and ("invoices"."kind" = 'credit_note' or ("invoices"."total_cents" >= 0 and "invoices"."paid_cents" + "invoices"."credited_cents" <= "invoices"."total_cents"))
        and ("invoices"."kind" = 'invoice' or ("invoices"."total_cents" <= 0 and "invoices"."paid_cents" = 0))),
	CONSTRAINT "invoices_period" CHECK ("invoices"."supply_from" <= "invoices"."supply_to" and "invoices"."issue_date" <= "invoices"."due_date")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vat_number_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vat_number_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_trader_idx" ON "invoices" USING btree ("trader_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_credits_idx" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_vat_number_verified_by_users_id_fk" FOREIGN KEY ("vat_number_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;