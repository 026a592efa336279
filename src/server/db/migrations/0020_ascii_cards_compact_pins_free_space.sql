-- Stored cards and pins are JSON in ASCII, every other character as a \u escape (json_ascii). The app
-- joins them into its answers as text, and one place name with an accent (Gdańsk, Malmö) in 500 pins
-- made the whole answer a two-byte string in Node: joining it and writing it to the socket cost 3.8 ms
-- a request against 1.4 ms, and the Europe map served half the requests Asia's did.
CREATE FUNCTION json_ascii(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
declare
  result text := '';
  ch text;
  code int;
begin
  if value !~ '[^\x01-\x7f]' then
    return value;
  end if;
  foreach ch in array regexp_split_to_array(value, '') loop
    code := ascii(ch);
    if code < 128 then
      result := result || ch;
    elsif code < 65536 then
      result := result || '\u' || lpad(to_hex(code), 4, '0');
    else
      -- Beyond the Basic Multilingual Plane JSON writes a UTF-16 surrogate pair.
      code := code - 65536;
      result := result || '\u' || to_hex(55296 + (code >> 10)) || '\u' || to_hex(56320 + (code & 1023));
    end if;
  end loop;
  return result;
end
$$;--> statement-breakpoint
-- The card of migration 0013, in ASCII.
CREATE OR REPLACE FUNCTION warehouse_card(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select json_ascii('{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"city":' || to_json(w.city)
      || ',"country":' || to_json(w.country) || ',"totalSizeM2":' || to_json(w.total_size_m2::float8)
      || ',"minPricePerM2Cents":' || coalesce(w.min_price_per_m2_cents::text, 'null')
      || ',"spaceTypes":[' || coalesce((select string_agg(to_json(t.name)::text, ',' order by t.name)
                                          from space_types t where t.id = any(w.space_type_ids)), '')
      || '],"features":[' || coalesce((select string_agg(to_json(f.name)::text, ',' order by f.name)
                                         from warehouse_features wf join features f on f.id = wf.feature_id
                                        where wf.warehouse_id = w.id), '')
      || '],"services":[' || coalesce((select string_agg(to_json(v.name)::text, ',' order by v.name)
                                         from warehouse_services ws join services v on v.id = ws.service_id
                                        where ws.warehouse_id = w.id), '')
      || '],"thumbnailUrl":' || coalesce((select to_json('/files/' || i.thumbnail_key)::text from warehouse_images i
                                           where i.warehouse_id = w.id order by i.position, i.created_at limit 1), 'null')
      || '}')
    from warehouses w
   where w.id = warehouse_id
$$;--> statement-breakpoint
-- The map's answer is up to 500 stored pins joined into one JSON array, and most of a map request's
-- cost is moving it (the database's string_agg, the app, the socket): a pin was 289 bytes, of which
-- ~100 were space type uuids the map only turned into names and ~20 were coordinate digits below a
-- metre. A pin now names its space types, as a card does (names are reference data that nothing
-- renames), and gives coordinates to 5 decimals (about a metre): ~200 bytes.
CREATE OR REPLACE FUNCTION warehouse_pin(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select json_ascii('{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"city":' || to_json(w.city)
      || ',"country":' || to_json(w.country)
      || ',"latitude":' || round(w.latitude::numeric, 5)::float8::text
      || ',"longitude":' || round(w.longitude::numeric, 5)::float8::text
      || ',"spaceTypes":[' || coalesce((select string_agg(to_json(t.name)::text, ',' order by t.name)
                                          from space_types t where t.id = any(w.space_type_ids)), '') || ']}')
    from warehouses w
   where w.id = warehouse_id and w.latitude is not null and w.longitude is not null
$$;--> statement-breakpoint
UPDATE "warehouse_cards" SET "card" = warehouse_card("warehouse_id"), "pin" = warehouse_pin("warehouse_id");--> statement-breakpoint
-- The map with dates tests each walked row's total size (dateParts: a warehouse with no commitment on
-- the days has free space when it has any): included, the walk stays index-only instead of reading
-- the table for every row it passes (1,371 rows for 500 pins of Europe).
DROP INDEX "warehouses_map_idx";--> statement-breakpoint
CREATE INDEX "warehouses_map_idx" ON "warehouses" USING btree ("id") INCLUDE ("longitude","latitude","total_size_m2") WHERE "warehouses"."is_active" and "warehouses"."latitude" is not null and "warehouses"."longitude" is not null;--> statement-breakpoint
-- The same rule as migration 0017 (shared/capacity.ts freeM2), in PL/pgSQL: a SQL function with a
-- CTE is never inlined and was planned again on every call (about 110 µs); PL/pgSQL keeps its plan
-- for the session (about 40 µs). Browse runs it for every card and walked row whose commitments on
-- the days might leave too little free.
CREATE OR REPLACE FUNCTION space_free_m2(warehouse uuid, space_type uuid, from_day date, to_day date) RETURNS numeric
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
begin
  return (
    with committed as (
      select size_m2, during * daterange(from_day, to_day, '[]') as days
      from space_commitments
      where warehouse_id = warehouse and space_type_id = space_type and during && daterange(from_day, to_day, '[]')
    )
    select greatest(0,
      (select coalesce(sum(size_m2), 0) from warehouse_spaces where warehouse_id = warehouse and space_type_id = space_type)
      - coalesce((select max((select sum(other.size_m2) from committed other where other.days @> lower(one.days))) from committed one), 0)));
end
$$;
