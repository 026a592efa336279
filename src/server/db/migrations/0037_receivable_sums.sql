CREATE TABLE "receivable_sums" (
	"status" "invoice_status" NOT NULL,
	"issue_date" date NOT NULL,
	"trader_id" uuid NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"due_date" date NOT NULL,
	"documents" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"open_cents" bigint NOT NULL,
	CONSTRAINT "receivable_sums_status_issue_date_trader_id_kind_due_date_pk" PRIMARY KEY("status","issue_date","trader_id","kind","due_date")
);
--> statement-breakpoint
DROP INDEX "invoices_receivables_idx";--> statement-breakpoint
CREATE INDEX "receivable_sums_trader_idx" ON "receivable_sums" USING btree ("trader_id");--> statement-breakpoint
CREATE INDEX "receivable_sums_empty_idx" ON "receivable_sums" USING btree ("status") WHERE "receivable_sums"."documents" = 0;--> statement-breakpoint
-- Each change of invoices adds its new rows' part to the sums and takes its old rows' part away, in one
-- statement that locks the sums' rows in key order, so two payments never wait on each other crosswise.
-- What is open: an invoice's total less what was paid and credited; a credit note has nothing open.
-- An insert has only new rows and a delete only old ones: the statement names the tables its event has.
CREATE FUNCTION receivable_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part constant text := 'SELECT status, issue_date, trader_id, kind, due_date, %1$s1 AS documents, %1$stotal_cents::bigint AS total_cents, '
    || '%1$s(CASE WHEN kind = ''invoice'' THEN total_cents - paid_cents - credited_cents ELSE 0 END)::bigint AS open_cents FROM %2$I';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format(part, '', 'new_rows')
    WHEN 'DELETE' THEN format(part, '-', 'old_rows')
    ELSE format(part, '', 'new_rows') || ' UNION ALL ' || format(part, '-', 'old_rows')
  END;
  EXECUTE 'INSERT INTO receivable_sums AS sums (status, issue_date, trader_id, kind, due_date, documents, total_cents, open_cents) '
    || 'SELECT status, issue_date, trader_id, kind, due_date, sum(documents), sum(total_cents), sum(open_cents) FROM (' || changes || ') AS changes '
    || 'GROUP BY status, issue_date, trader_id, kind, due_date '
    || 'HAVING sum(documents) <> 0 OR sum(total_cents) <> 0 OR sum(open_cents) <> 0 '
    || 'ORDER BY status, issue_date, trader_id, kind, due_date '
    || 'ON CONFLICT (status, issue_date, trader_id, kind, due_date) DO UPDATE SET documents = sums.documents + excluded.documents, '
    || 'total_cents = sums.total_cents + excluded.total_cents, open_cents = sums.open_cents + excluded.open_cents';
  DELETE FROM receivable_sums WHERE documents = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_receivable_sums_on_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receivable_sums_apply();--> statement-breakpoint
CREATE TRIGGER "invoices_receivable_sums_on_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receivable_sums_apply();--> statement-breakpoint
CREATE TRIGGER "invoices_receivable_sums_on_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION receivable_sums_apply();--> statement-breakpoint
INSERT INTO "receivable_sums" ("status", "issue_date", "trader_id", "kind", "due_date", "documents", "total_cents", "open_cents")
SELECT "status", "issue_date", "trader_id", "kind", "due_date", count(*), sum("total_cents"),
  sum(CASE WHEN "kind" = 'invoice' THEN "total_cents" - "paid_cents" - "credited_cents" ELSE 0 END)
FROM "invoices" GROUP BY "status", "issue_date", "trader_id", "kind", "due_date";
