CREATE TYPE "public"."line_earner" AS ENUM('owner', 'platform');--> statement-breakpoint
CREATE TYPE "public"."ledger_account" AS ENUM('trader_receivable', 'vat_payable', 'platform_fee', 'owner_commission', 'owner_earned', 'owner_payable', 'bank');--> statement-breakpoint
CREATE TYPE "public"."ledger_event" AS ENUM('invoice_issued', 'credit_note_issued', 'payment_received', 'invoice_settled', 'payout_sent', 'payout_failed', 'adjustment');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"party_id" uuid,
	"amount_cents" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_entries_party" CHECK (("ledger_entries"."account" in ('trader_receivable', 'owner_commission', 'owner_earned', 'owner_payable')) = ("ledger_entries"."party_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" "ledger_event" NOT NULL,
	"occurred_on" date NOT NULL,
	"invoice_id" uuid,
	"credit_note_id" uuid,
	"payment_id" uuid,
	"booking_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_bank_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "owner_commission_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "earned_by" "line_earner" DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_party_id_users_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_bank_accounts" ADD CONSTRAINT "owner_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_party_idx" ON "ledger_entries" USING btree ("account","party_id","occurred_on");--> statement-breakpoint
CREATE INDEX "ledger_postings_invoice_idx" ON "ledger_postings" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "platform_config" ADD CONSTRAINT "platform_config_commission_range" CHECK ("platform_config"."owner_commission_percentage" between 0 and 100);--> statement-breakpoint
-- Written by hand (decision 219). An issue writes its posting before it takes its number and writes the document: these references are checked at commit.
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- A posting's entries add up to 0, checked when the transaction commits (every entry is written by then).
CREATE FUNCTION ledger_posting_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT sum(amount_cents) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance: % cents', NEW.posting_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_balances();--> statement-breakpoint
-- Append-only: an entry or a posting is never changed or removed; a correction is a new posting.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- The platform fee lines of invoices issued before this migration are the platform's.
UPDATE "invoice_lines" SET "earned_by" = 'platform' WHERE "unit" = 'fee' AND "unit_price_cents" IS NULL;
