CREATE TYPE "public"."payout_batch_status" AS ENUM('created', 'sent', 'paid');--> statement-breakpoint
CREATE TYPE "public"."payout_line_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'payout_sent';--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"cutoff_date" date NOT NULL,
	"execution_date" date NOT NULL,
	"status" "payout_batch_status" DEFAULT 'created' NOT NULL,
	"total_cents" integer NOT NULL,
	"sepa_key" text,
	"csv_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batches_total" CHECK ("payout_batches"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"in_sepa_file" boolean NOT NULL,
	"status" "payout_line_status" DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payout_lines_amount" CHECK ("payout_lines"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "payout_minimum_cents" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "payout_line_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_number_key" ON "payout_batches" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payout_batches_newest_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payout_lines_batch_idx" ON "payout_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payout_lines_owner_idx" ON "payout_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_end_to_end_key" ON "payout_lines" USING btree ("end_to_end_id");--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_payout_line_id_payout_lines_id_fk" FOREIGN KEY ("payout_line_id") REFERENCES "public"."payout_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_config" ADD CONSTRAINT "platform_config_payout_minimum" CHECK ("platform_config"."payout_minimum_cents" >= 1);