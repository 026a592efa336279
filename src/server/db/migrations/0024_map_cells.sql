-- The map counts a viewport's matches only to choose how to read its pins (walk the id index, or sort
-- the few matches), counting 5,000 index rows for a wide one. With no filter, the one-degree cells
-- wholly inside the viewport already tell it: their counts are a lower bound of its matches, and when
-- they reach what the choice needs nothing is counted (Europe's count: 0.72 -> 0.42 ms).
CREATE TABLE "warehouse_map_cells" (
	"cell_longitude" smallint NOT NULL,
	"cell_latitude" smallint NOT NULL,
	"warehouses" integer NOT NULL,
	CONSTRAINT "warehouse_map_cells_cell_longitude_cell_latitude_pk" PRIMARY KEY("cell_longitude","cell_latitude")
);
--> statement-breakpoint
-- Kept by the database whoever writes a warehouse (the app, an import, the scale seed), per statement:
-- each cell gains the active located rows the statement put in it and loses those it took out. An update
-- that moves nothing (most of them: edits, a commitment span widened) nets to nothing and writes no
-- cell. Cells are written in (longitude, latitude) order, so two statements never wait on each other
-- in opposite orders.
CREATE FUNCTION warehouse_map_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO warehouse_map_cells AS c (cell_longitude, cell_latitude, warehouses)
      SELECT floor(longitude)::smallint, floor(latitude)::smallint, count(*)::int FROM saved
       WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (cell_longitude, cell_latitude) DO UPDATE SET warehouses = c.warehouses + excluded.warehouses;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE warehouse_map_cells c SET warehouses = c.warehouses - gone.n
      FROM (SELECT floor(longitude)::smallint AS lng, floor(latitude)::smallint AS lat, count(*)::int AS n FROM removed
             WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL GROUP BY 1, 2) gone
     WHERE c.cell_longitude = gone.lng AND c.cell_latitude = gone.lat;
  ELSE
    INSERT INTO warehouse_map_cells AS c (cell_longitude, cell_latitude, warehouses)
      SELECT lng, lat, sum(n)::int FROM (
               SELECT floor(longitude)::smallint AS lng, floor(latitude)::smallint AS lat, 1 AS n FROM saved
                WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL
               UNION ALL
               SELECT floor(longitude)::smallint, floor(latitude)::smallint, -1 FROM removed
                WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL) moved
       GROUP BY lng, lat HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (cell_longitude, cell_latitude) DO UPDATE SET warehouses = c.warehouses + excluded.warehouses;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "warehouses_map_cells_on_insert" AFTER INSERT ON "warehouses" REFERENCING NEW TABLE AS saved
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_map_cells_apply();--> statement-breakpoint
CREATE TRIGGER "warehouses_map_cells_on_update" AFTER UPDATE ON "warehouses" REFERENCING OLD TABLE AS removed NEW TABLE AS saved
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_map_cells_apply();--> statement-breakpoint
CREATE TRIGGER "warehouses_map_cells_on_delete" AFTER DELETE ON "warehouses" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_map_cells_apply();--> statement-breakpoint
INSERT INTO "warehouse_map_cells" ("cell_longitude", "cell_latitude", "warehouses")
  SELECT floor("longitude")::smallint, floor("latitude")::smallint, count(*)::int FROM "warehouses"
   WHERE "is_active" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL GROUP BY 1, 2;
