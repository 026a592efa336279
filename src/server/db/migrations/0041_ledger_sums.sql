-- Decision 224: sums of the ledger kept by a trigger, so the finance overview and owners' statements add
-- up a few rows instead of every entry (bench:ledger at 1,000,000 entries), and each owner's payable
-- movements in the order recorded, which a statement lists. A document's posting gains its VAT rate,
-- a settlement's its invoice's number (memo) and supply period.
CREATE TABLE "ledger_document_sums" (
	"month" date NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"account" "ledger_account" NOT NULL,
	"debit_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	CONSTRAINT "ledger_document_sums_month_vat_basis_points_account_pk" PRIMARY KEY("month","vat_basis_points","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_invoice_sums" (
	"invoice_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_invoice_sums_invoice_id_account_pk" PRIMARY KEY("invoice_id","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_owner_sums" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"event" "ledger_event" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	CONSTRAINT "ledger_owner_sums_owner_id_month_event_account_pk" PRIMARY KEY("owner_id","month","event","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_payable_movements" (
	"owner_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"posting_id" uuid NOT NULL,
	"event" "ledger_event" NOT NULL,
	"occurred_on" date NOT NULL,
	"invoice_id" uuid,
	"booking_id" uuid,
	"memo" text NOT NULL,
	"supply_from" date,
	"supply_to" date,
	"payable_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	CONSTRAINT "ledger_payable_movements_owner_id_recorded_at_posting_id_pk" PRIMARY KEY("owner_id","recorded_at","posting_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "supply_from" date;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "supply_to" date;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD COLUMN "vat_basis_points" integer;--> statement-breakpoint
CREATE INDEX "ledger_invoice_sums_open_idx" ON "ledger_invoice_sums" USING btree ("account") WHERE "ledger_invoice_sums"."amount_cents" <> 0;--> statement-breakpoint
-- The rate of each document already posted: its invoice's (every line of an invoice has the one rate);
-- each settlement's invoice number and supply period. The ledger is append-only; this one-off fill is
-- the migration's, with the guard off for it alone.
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
UPDATE "ledger_postings" p SET "memo" = i."number", "supply_from" = i."supply_from", "supply_to" = i."supply_to"
FROM "invoices" i WHERE i."id" = p."invoice_id" AND p."event" = 'invoice_settled';--> statement-breakpoint
UPDATE "ledger_postings" p SET "vat_basis_points" = coalesce((SELECT max(l."vat_basis_points") FROM "invoice_lines" l WHERE l."invoice_id" = p."invoice_id"), 0)
WHERE p."event" IN ('invoice_issued', 'credit_note_issued');--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_append_only";--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_vat_rate" CHECK (("ledger_postings"."event" in ('invoice_issued', 'credit_note_issued')) = ("ledger_postings"."vat_basis_points" is not null));--> statement-breakpoint
-- Each statement's new entries are added to the three sums and the owners' movements, in one
-- statement, each table's rows upserted in key order, so two postings never wait on each other
-- crosswise. It runs after the balance check (triggers fire in name order). Each entry's posting is
-- looked up by its key (a scalar subquery: an index probe whatever the table's statistics say, where a
-- join planned on stale statistics scanned every posting). A settlement's commission is its invoice's
-- as it stood before the statement: a settlement posts no commission, and a credit note cannot follow
-- a settlement (nothing is left open), so it is final.
CREATE FUNCTION ledger_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS MATERIALIZED (
    SELECT e.posting_id, e.account, e.party_id, e.amount_cents, e.occurred_on,
      (SELECT p FROM ledger_postings p WHERE p.id = e.posting_id) AS p
    FROM new_rows e
  ),
  invoice_sums AS (
    INSERT INTO ledger_invoice_sums AS sums (invoice_id, account, amount_cents)
    SELECT (c.p).invoice_id, c.account, sum(c.amount_cents)
    FROM changes c
    WHERE (c.p).invoice_id IS NOT NULL AND c.account IN ('trader_receivable', 'owner_commission')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (invoice_id, account) DO UPDATE SET amount_cents = sums.amount_cents + excluded.amount_cents
  ),
  document_sums AS (
    INSERT INTO ledger_document_sums AS sums (month, vat_basis_points, account, debit_cents, credit_cents)
    SELECT date_trunc('month', c.occurred_on::timestamp)::date, (c.p).vat_basis_points, c.account,
      coalesce(sum(c.amount_cents) FILTER (WHERE c.amount_cents > 0), 0), coalesce(-sum(c.amount_cents) FILTER (WHERE c.amount_cents < 0), 0)
    FROM changes c
    WHERE (c.p).event IN ('invoice_issued', 'credit_note_issued')
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, vat_basis_points, account) DO UPDATE SET debit_cents = sums.debit_cents + excluded.debit_cents, credit_cents = sums.credit_cents + excluded.credit_cents
  ),
  owner_changes AS (
    SELECT c.*, CASE WHEN (c.p).event = 'invoice_settled' AND c.account = 'owner_payable' THEN coalesce(-i.amount_cents, 0) ELSE 0 END AS commission_cents
    FROM changes c
    LEFT JOIN ledger_invoice_sums i ON i.invoice_id = (c.p).invoice_id AND i.account = 'owner_commission'
    WHERE c.account IN ('owner_earned', 'owner_payable')
  ),
  owner_sums AS (
    INSERT INTO ledger_owner_sums AS sums (owner_id, month, event, account, amount_cents, commission_cents)
    SELECT o.party_id, date_trunc('month', (o.p).created_at AT TIME ZONE 'UTC')::date, (o.p).event, o.account, sum(o.amount_cents), sum(o.commission_cents)
    FROM owner_changes o
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (owner_id, month, event, account) DO UPDATE SET amount_cents = sums.amount_cents + excluded.amount_cents, commission_cents = sums.commission_cents + excluded.commission_cents
  )
  INSERT INTO ledger_payable_movements (owner_id, recorded_at, posting_id, event, occurred_on, invoice_id, booking_id, memo, supply_from, supply_to, payable_cents, commission_cents)
  SELECT o.party_id, (o.p).created_at, o.posting_id, (o.p).event, (o.p).occurred_on, (o.p).invoice_id, (o.p).booking_id, (o.p).memo, (o.p).supply_from, (o.p).supply_to,
    -sum(o.amount_cents), max(o.commission_cents)
  FROM owner_changes o
  WHERE o.account = 'owner_payable'
  GROUP BY o.party_id, o.posting_id, o.p ORDER BY 1, 2, 3;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_sums" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_sums_apply();--> statement-breakpoint
-- The sums of the entries already written, as the trigger would have kept them.
INSERT INTO "ledger_invoice_sums" ("invoice_id", "account", "amount_cents")
SELECT p."invoice_id", e."account", sum(e."amount_cents")
FROM "ledger_entries" e JOIN "ledger_postings" p ON p."id" = e."posting_id"
WHERE p."invoice_id" IS NOT NULL AND e."account" IN ('trader_receivable', 'owner_commission')
GROUP BY p."invoice_id", e."account";--> statement-breakpoint
INSERT INTO "ledger_document_sums" ("month", "vat_basis_points", "account", "debit_cents", "credit_cents")
SELECT date_trunc('month', e."occurred_on"::timestamp)::date, p."vat_basis_points", e."account",
  coalesce(sum(e."amount_cents") FILTER (WHERE e."amount_cents" > 0), 0), coalesce(-sum(e."amount_cents") FILTER (WHERE e."amount_cents" < 0), 0)
FROM "ledger_entries" e JOIN "ledger_postings" p ON p."id" = e."posting_id"
WHERE p."event" IN ('invoice_issued', 'credit_note_issued')
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "ledger_owner_sums" ("owner_id", "month", "event", "account", "amount_cents", "commission_cents")
SELECT e."party_id", date_trunc('month', p."created_at" AT TIME ZONE 'UTC')::date, p."event", e."account", sum(e."amount_cents"),
  coalesce(-sum(c."amount_cents") FILTER (WHERE p."event" = 'invoice_settled' AND e."account" = 'owner_payable'), 0)
FROM "ledger_entries" e JOIN "ledger_postings" p ON p."id" = e."posting_id"
LEFT JOIN "ledger_invoice_sums" c ON c."invoice_id" = p."invoice_id" AND c."account" = 'owner_commission'
WHERE e."account" IN ('owner_earned', 'owner_payable')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "ledger_payable_movements" ("owner_id", "recorded_at", "posting_id", "event", "occurred_on", "invoice_id", "booking_id", "memo", "supply_from", "supply_to", "payable_cents", "commission_cents")
SELECT e."party_id", p."created_at", p."id", p."event", p."occurred_on", p."invoice_id", p."booking_id", p."memo", p."supply_from", p."supply_to", -sum(e."amount_cents"),
  CASE WHEN p."event" = 'invoice_settled' THEN coalesce(-max(c."amount_cents"), 0) ELSE 0 END
FROM "ledger_entries" e JOIN "ledger_postings" p ON p."id" = e."posting_id"
LEFT JOIN "ledger_invoice_sums" c ON c."invoice_id" = p."invoice_id" AND c."account" = 'owner_commission'
WHERE e."account" = 'owner_payable'
GROUP BY e."party_id", p."id";
