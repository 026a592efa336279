-- Decision 219, revised: a posting's entries are written in one statement (insertPosting), so the
-- balance is checked once per statement, over the postings it touched, as it runs. The deferred check
-- per entry ran at commit, 4 to 8 sums per invoice while the invoice number's sequence row was still
-- locked. Entries added to an existing posting later unbalance it and are refused the same way.
DROP TRIGGER "ledger_entries_balance" ON "ledger_entries";--> statement-breakpoint
DROP FUNCTION ledger_posting_balances();--> statement-breakpoint
CREATE FUNCTION ledger_postings_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT e.posting_id, sum(e.amount_cents) AS total INTO unbalanced
  FROM ledger_entries e
  WHERE e.posting_id IN (SELECT DISTINCT posting_id FROM new_rows)
  GROUP BY e.posting_id
  HAVING sum(e.amount_cents) <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger posting % does not balance: % cents', unbalanced.posting_id, unbalanced.total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balance();
