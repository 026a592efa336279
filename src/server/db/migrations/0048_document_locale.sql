ALTER TABLE "warehouse_receipts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_statement_notices" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;