ALTER TABLE "warehouse_cards" ADD COLUMN "pin" text;--> statement-breakpoint
-- INCLUDE is written here by hand (drizzle cannot express it): the map's walk in id order tests the
-- viewport on the index alone.
CREATE INDEX "warehouses_map_idx" ON "warehouses" USING btree ("id") INCLUDE ("longitude","latitude") WHERE "warehouses"."is_active" and "warehouses"."latitude" is not null and "warehouses"."longitude" is not null;--> statement-breakpoint
-- A warehouse's map pin as JSON text (a MapPin), null without coordinates: the one definition of a
-- pin, stored with the card on every save (refreshWarehouseCard). Building 500 pins per map request
-- with json_build_object took twice as long as finding them.
CREATE FUNCTION warehouse_pin(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select '{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"city":' || to_json(w.city)
      || ',"country":' || to_json(w.country) || ',"latitude":' || to_json(w.latitude) || ',"longitude":' || to_json(w.longitude)
      || ',"spaceTypeIds":' || to_json(w.space_type_ids) || '}'
    from warehouses w
   where w.id = warehouse_id and w.latitude is not null and w.longitude is not null
$$;--> statement-breakpoint
UPDATE "warehouse_cards" SET "pin" = warehouse_pin("warehouse_id");
