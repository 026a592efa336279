CREATE TABLE "warehouse_cards" (
	"warehouse_id" uuid PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "warehouses_active_created_idx";--> statement-breakpoint
ALTER TABLE "warehouse_cards" ADD CONSTRAINT "warehouse_cards_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE is written here by hand (drizzle cannot express it): the newest-first walk and the capped
-- count test the id, price and size filters on the index alone.
CREATE INDEX "warehouses_browse_idx" ON "warehouses" USING btree ("created_at","id") INCLUDE ("filter_ids","min_price_per_m2_cents","total_size_m2") WHERE "warehouses"."is_active";--> statement-breakpoint
-- A warehouse's browse card as JSON text: its own columns, its space types, features and services by
-- name. The one definition of the card; the repository stores it on every save (refreshWarehouseCard).
CREATE FUNCTION warehouse_card(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select json_build_object(
           'id', w.id, 'name', w.name, 'description', w.description, 'address', w.address,
           'city', w.city, 'country', w.country, 'latitude', w.latitude, 'longitude', w.longitude,
           'isActive', w.is_active, 'totalSizeM2', w.total_size_m2, 'minPricePerM2Cents', w.min_price_per_m2_cents,
           'spaceTypes', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                                     from space_types t where t.id = any(w.space_type_ids)), '[]'::json),
           'features', coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.name)
                                   from warehouse_features wf join features f on f.id = wf.feature_id
                                  where wf.warehouse_id = w.id), '[]'::json),
           'services', coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.name)
                                   from warehouse_services ws join services v on v.id = ws.service_id
                                  where ws.warehouse_id = w.id), '[]'::json))::text
    from warehouses w
   where w.id = warehouse_id
$$;--> statement-breakpoint
INSERT INTO "warehouse_cards" ("warehouse_id", "card") SELECT "id", warehouse_card("id") FROM "warehouses";
