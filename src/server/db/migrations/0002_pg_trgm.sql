-- Trigram indexes make contains-searches (ILIKE '%text%') on warehouses fast at 100,000 rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
