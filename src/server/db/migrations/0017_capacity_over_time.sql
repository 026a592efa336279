-- Capacity over time (shared/capacity.ts): space committed by bookings and owners' blocks, as
-- dateranges. btree_gist lets one GiST index hold the warehouse, the space type and the range.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."commitment_kind" AS ENUM('booking', 'block');--> statement-breakpoint
CREATE TABLE "space_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"space_type_id" uuid NOT NULL,
	"kind" "commitment_kind" NOT NULL,
	"offer_id" uuid,
	"size_m2" numeric(12, 2) NOT NULL,
	"during" daterange NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_commitments_size_positive" CHECK ("space_commitments"."size_m2" > 0),
	CONSTRAINT "space_commitments_during_bounded" CHECK (not isempty("space_commitments"."during") and not lower_inf("space_commitments"."during") and not upper_inf("space_commitments"."during")),
	CONSTRAINT "space_commitments_kind_offer" CHECK (("space_commitments"."kind" = 'booking') = ("space_commitments"."offer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "space_commitments" ADD CONSTRAINT "space_commitments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_commitments" ADD CONSTRAINT "space_commitments_space_type_id_space_types_id_fk" FOREIGN KEY ("space_type_id") REFERENCES "public"."space_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_commitments" ADD CONSTRAINT "space_commitments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_commitments" ADD CONSTRAINT "space_commitments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_commitments_during_idx" ON "space_commitments" USING gist ("warehouse_id","space_type_id","during");--> statement-breakpoint
CREATE INDEX "space_commitments_offer_idx" ON "space_commitments" USING btree ("offer_id");--> statement-breakpoint
-- Free m² of one space type of a warehouse on every day of [from_day, to_day]: its total less the
-- highest commitment on any day of the range (shared/capacity.ts freeM2; the peak falls on a day a
-- commitment starts, or on from_day). Browse filters with it.
CREATE FUNCTION space_free_m2(warehouse uuid, space_type uuid, from_day date, to_day date) RETURNS numeric
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  with committed as (
    select size_m2, during * daterange(from_day, to_day, '[]') as days
    from space_commitments
    where warehouse_id = warehouse and space_type_id = space_type and during && daterange(from_day, to_day, '[]')
  )
  select greatest(0,
    (select coalesce(sum(size_m2), 0) from warehouse_spaces where warehouse_id = warehouse and space_type_id = space_type)
    - coalesce((select max((select sum(other.size_m2) from committed other where other.days @> lower(one.days))) from committed one), 0))
$$;