-- Decision 245: the ledger's two statement triggers (the balance check and the sums) look rows up by
-- key in tables that only grow. PL/pgSQL plans their statements once per connection; planned while a
-- table held a dozen rows (a fresh database, or a pool opened before a bulk issue) they scan it whole,
-- and keep doing so until autovacuum analyzes it: at 40,000 entries the balance check took 3.2 ms
-- instead of 0.07. They go by their indexes whatever the table's size when they were planned.
ALTER FUNCTION ledger_postings_balance() SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION ledger_sums_apply() SET enable_seqscan = off;
