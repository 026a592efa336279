-- The map's walk reads warehouses_map_idx in id order and tested its rows on the index alone, but then
-- probed warehouse_cards for each pin it kept: 0.8 of the Europe pins statement's 2.2 ms. The pin now
-- lives on the warehouse row, kept by a trigger, and the map index includes it (Europe's pins
-- 2.2 -> 1.5 ms with dates, 1.1 -> 0.5 ms without).
ALTER TABLE "warehouses" ADD COLUMN "map_pin" text;--> statement-breakpoint
-- warehouse_cards.pin stays for one release: the release before reads it during a rolling deploy.
-- The one definition of a pin (as migration 0020's warehouse_pin), of a row, so a trigger can build it
-- from the row being written.
CREATE FUNCTION warehouse_pin_of(w warehouses) RETURNS text LANGUAGE sql STABLE AS $$
  select case when w.latitude is not null and w.longitude is not null then
    json_ascii('{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"city":' || to_json(w.city)
      || ',"country":' || to_json(w.country)
      || ',"latitude":' || round(w.latitude::numeric, 5)::float8::text
      || ',"longitude":' || round(w.longitude::numeric, 5)::float8::text
      || ',"spaceTypes":[' || coalesce((select string_agg(to_json(t.name)::text, ',' order by t.name)
                                          from space_types t where t.id = any(w.space_type_ids)), '') || ']}')
  end
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION warehouse_pin(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select warehouse_pin_of(w) from warehouses w where w.id = warehouse_id
$$;--> statement-breakpoint
-- map_pin is the pin when it is at most 2,000 bytes: with the index's other columns an index row stays
-- under btree's 2,704-byte limit, so no save can fail on it. Only names hundreds of characters long in
-- a non-Latin script (each such character is a 6-byte \u escape) go over; the map builds those pins
-- when it reads them (warehouse_pin). Set before the row is written: no second row version.
CREATE FUNCTION warehouses_map_pin_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pin text := warehouse_pin_of(NEW);
BEGIN
  NEW.map_pin := CASE WHEN octet_length(pin) <= 2000 THEN pin END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "warehouses_map_pin" BEFORE INSERT OR UPDATE OF "id", "name", "city", "country", "latitude", "longitude", "space_type_ids", "map_pin"
  ON "warehouses" FOR EACH ROW EXECUTE FUNCTION warehouses_map_pin_keep();--> statement-breakpoint
UPDATE "warehouses" SET "map_pin" = NULL;--> statement-breakpoint
DROP INDEX "warehouses_map_idx";--> statement-breakpoint
CREATE INDEX "warehouses_map_idx" ON "warehouses" USING btree ("id") INCLUDE ("longitude","latitude","total_size_m2","commitment_span","map_pin") WHERE "warehouses"."is_active" AND "warehouses"."latitude" IS NOT NULL AND "warehouses"."longitude" IS NOT NULL;
