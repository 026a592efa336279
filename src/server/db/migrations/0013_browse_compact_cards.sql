-- Browse cards carry only what a card shows (docs/decisions.md, "Browse cards"): the id, name, city,
-- country, total size, From price, the space type, feature and service names and the main image's
-- thumbnail. The description, address, coordinates, status and the ids of the names went out with
-- every card and were never shown; a page of 24 cards fell from about 29 KB to about 10 KB.
-- Built by concatenation because json_build_object writes '"key" : value' (two spaces a field).
-- The thumbnail's URL is the app's /files route (platform/storage-routes.ts), which serves every
-- storage driver, so a stored card never depends on configuration.
CREATE OR REPLACE FUNCTION warehouse_card(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select '{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"city":' || to_json(w.city)
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
      || '}'
    from warehouses w
   where w.id = warehouse_id
$$;--> statement-breakpoint
UPDATE "warehouse_cards" SET "card" = warehouse_card("warehouse_id");--> statement-breakpoint
-- City and country join the included columns, so the newest-first walk tests every filter but free
-- text and space requirements on the index alone. (search_text stays out: up to 5 KB of description
-- would exceed an index row's limit.)
DROP INDEX "warehouses_browse_idx";--> statement-breakpoint
CREATE INDEX "warehouses_browse_idx" ON "warehouses" USING btree ("created_at","id") INCLUDE ("filter_ids","min_price_per_m2_cents","total_size_m2","city","country") WHERE "warehouses"."is_active";
