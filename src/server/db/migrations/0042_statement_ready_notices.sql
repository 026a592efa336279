ALTER TYPE "public"."notification_type" ADD VALUE 'statement_ready';--> statement-breakpoint
CREATE TABLE "owner_statement_notices" (
	"owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_statement_notices_owner_id_month_pk" PRIMARY KEY("owner_id","month")
);
--> statement-breakpoint
ALTER TABLE "owner_statement_notices" ADD CONSTRAINT "owner_statement_notices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;