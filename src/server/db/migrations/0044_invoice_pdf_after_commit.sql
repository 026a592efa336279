ALTER TABLE "invoices" ALTER COLUMN "pdf_sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "pdf_bytes" DROP NOT NULL;