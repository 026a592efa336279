ALTER TABLE "notifications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;