ALTER TYPE "public"."notification_type" ADD VALUE 'offer_expiring';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expiry_notice_sent_at" timestamp with time zone;