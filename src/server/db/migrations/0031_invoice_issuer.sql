ALTER TABLE "platform_config" ADD COLUMN "issuer_legal_name" text DEFAULT '24WM OÜ' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "issuer_address" text DEFAULT 'Tallinn, Estonia' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "issuer_registry_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "issuer_vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "bank_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "bank_bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "payment_term_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD COLUMN "invoice_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_config" ADD CONSTRAINT "platform_config_payment_term" CHECK ("platform_config"."payment_term_days" between 0 and 365);