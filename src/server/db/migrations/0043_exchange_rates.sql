CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"units_per_euro" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "exchange_rates_currency" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_units_per_euro" CHECK ("exchange_rates"."units_per_euro" > 0),
	CONSTRAINT "exchange_rates_source" CHECK ("exchange_rates"."source" in ('ecb', 'administrator')),
	CONSTRAINT "exchange_rates_recorded_by" CHECK ("exchange_rates"."source" = 'administrator' or "exchange_rates"."recorded_by" is null)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;