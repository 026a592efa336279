-- A text as a JSON string. to_json is marked stable (it calls each type's output function), but for text
-- it depends on nothing else: immutable, so a generated column may use it (warehouse_translations.name_json).
CREATE FUNCTION json_string(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select to_json(value)::text
$$;--> statement-breakpoint
CREATE TABLE "warehouse_translations" (
	"warehouse_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"description" text,
	"name_json" text GENERATED ALWAYS AS (json_ascii(json_string(name))) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_translations_warehouse_id_locale_pk" PRIMARY KEY("warehouse_id","locale"),
	CONSTRAINT "warehouse_translations_locale" CHECK ("warehouse_translations"."locale" in ('en', 'fr', 'de', 'ar', 'zh')),
	CONSTRAINT "warehouse_translations_some_text" CHECK ("warehouse_translations"."name" is not null or "warehouse_translations"."description" is not null)
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "original_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_translations" ADD CONSTRAINT "warehouse_translations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_original_locale" CHECK ("warehouses"."original_locale" in ('en', 'fr', 'de', 'ar', 'zh'));--> statement-breakpoint
-- A card and a pin say which language their name is in (docs/decisions/235-warehouse-translations.md):
-- the stored ones carry the original's, "nameLocale", right after the name. Otherwise the cards of
-- migration 0020 and the pins of migration 0025.
CREATE OR REPLACE FUNCTION warehouse_card(warehouse_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  select json_ascii('{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"nameLocale":' || to_json(w.original_locale)
      || ',"city":' || to_json(w.city)
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
CREATE OR REPLACE FUNCTION warehouse_pin_of(w warehouses) RETURNS text LANGUAGE sql STABLE AS $$
  select case when w.latitude is not null and w.longitude is not null then
    json_ascii('{"id":' || to_json(w.id) || ',"name":' || to_json(w.name) || ',"nameLocale":' || to_json(w.original_locale)
      || ',"city":' || to_json(w.city)
      || ',"country":' || to_json(w.country)
      || ',"latitude":' || round(w.latitude::numeric, 5)::float8::text
      || ',"longitude":' || round(w.longitude::numeric, 5)::float8::text
      || ',"spaceTypes":[' || coalesce((select string_agg(to_json(t.name)::text, ',' order by t.name)
                                          from space_types t where t.id = any(w.space_type_ids)), '') || ']}')
  end
$$;--> statement-breakpoint
-- A stored card or pin (JSON text) with the name in a reader's language (name_json: the translation's
-- name as a JSON string in ASCII, warehouse_translations.name_json): browse and the map call it only for
-- the rows that have a translation of the name in that language. The stored text starts
-- {"id":"…","name":…,"nameLocale":"xx", and a JSON string holds no unescaped quote, so the first
-- ,"nameLocale": is the key. Parsing the whole document as jsonb and escaping it all again cost 0.1 ms a
-- pin (500 pins of Europe in French: 63 ms against 1.5).
CREATE FUNCTION json_with_name(doc text, name_json text, locale text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select substr(doc, 1, position(',"name":' in doc) + 7) || name_json
      || ',"nameLocale":' || to_json(locale) || substr(doc, position(',"nameLocale":' in doc) + 18)
$$;--> statement-breakpoint
DROP TRIGGER "warehouses_map_pin" ON "warehouses";--> statement-breakpoint
CREATE TRIGGER "warehouses_map_pin" BEFORE INSERT OR UPDATE OF "id", "name", "original_locale", "city", "country", "latitude", "longitude", "space_type_ids", "map_pin"
  ON "warehouses" FOR EACH ROW EXECUTE FUNCTION warehouses_map_pin_keep();--> statement-breakpoint
UPDATE "warehouses" SET "map_pin" = NULL;--> statement-breakpoint
UPDATE "warehouse_cards" SET "card" = warehouse_card("warehouse_id");
