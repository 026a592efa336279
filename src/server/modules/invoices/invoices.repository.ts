import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { arrayOf, containsPattern, type Executor, findPageWithTotal, findRowById, insertRow, lockRowById } from '../../db/client';
import { invoiceLines, invoicePayments, invoices, receivableSums, users } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>;

/**
 * An issued document and its lines in one statement, in the caller's transaction (the lines in a WITH clause, so an issue costs one round
 * trip less, issue #38); the caller chose the document's id, which the lines name. Every document has
 * at least one line (the contracts and the booking's charges ensure it).
 */
export async function insertInvoice(tx: Executor, invoice: NewInvoice & { id: string }, lines: readonly NewInvoiceLine[]): Promise<InvoiceRow> {
  const written = tx.$with('written_lines').as(
    tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, invoiceId: invoice.id, position })))
      .returning({ id: invoiceLines.id }),
  );
  const [row] = await tx.with(written).insert(invoices).values(invoice).returning();
  return row!;
}

/** Records a stored PDF's hash and size, once: a document's PDF never changes (decision 229). */
export async function recordInvoicePdf(db: Executor, id: string, pdf: { sha256: string; bytes: number }): Promise<void> {
  await db
    .update(invoices)
    .set({ pdfSha256: pdf.sha256, pdfBytes: pdf.bytes })
    .where(and(eq(invoices.id, id), isNull(invoices.pdfSha256)))
    .prepare('record_invoice_pdf')
    .execute();
}

export async function findInvoiceById(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  return findRowById(db, invoices, id);
}

export async function findInvoiceLines(db: Executor, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

/** The credit notes issued against an invoice, oldest first. */
export async function findCreditNotes(db: Executor, invoiceId: string): Promise<Pick<InvoiceRow, 'id' | 'number'>[]> {
  return db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.creditsInvoiceId, invoiceId))
    .orderBy(asc(invoices.createdAt), asc(invoices.number));
}

/** Whether the booking's own invoice (the one its first receipt issues) exists: the booking row's lock makes the answer hold. */
export async function hasBookingInvoice(tx: Executor, bookingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')))
    .limit(1)
    .prepare('has_booking_invoice')
    .execute();
  return row !== undefined;
}

/** A booking's documents, newest first. */
export async function findBookingInvoices(db: Executor, bookingId: string) {
  return db.select(invoiceSummaryColumns).from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(desc(invoices.createdAt), desc(invoices.number));
}

/** A page of documents, newest first: one trader's, or everyone's. */
export async function findInvoicesPage(db: Executor, options: { traderId: string | null; limit: number; offset: number }) {
  const where: SQL | undefined = options.traderId === null ? undefined : eq(invoices.traderId, options.traderId);
  return findPageWithTotal(
    {
      rows: db.select(invoiceSummaryColumns).from(invoices).orderBy(desc(invoices.createdAt), desc(invoices.number)).$dynamic(),
      counted: db.select({ value: count() }).from(invoices).$dynamic(),
      where,
    },
    options,
  );
}

/** The document, locked until the transaction ends: payments and credit notes against it queue. */
export async function lockInvoiceById(tx: Executor, id: string): Promise<InvoiceRow | undefined> {
  return lockRowById(tx, invoices, id);
}

export async function updateInvoiceSums(tx: Executor, id: string, values: Pick<InvoiceRow, 'paidCents' | 'creditedCents' | 'status'>): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

export type PaymentRow = typeof invoicePayments.$inferSelect;

export async function insertPayment(tx: Executor, payment: typeof invoicePayments.$inferInsert): Promise<PaymentRow> {
  return insertRow(tx, invoicePayments, payment);
}

/** An invoice's payments, oldest first. */
export async function findPayments(db: Executor, invoiceId: string): Promise<PaymentRow[]> {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.createdAt));
}

/**
 * Invoices with money open past their due date that are not yet overdue, or owe their trader a
 * reminder (one for each of `reminderDays` past the due date), locked and skipped by other claimers.
 */
export async function claimInvoicesToRemind(tx: Executor, today: string, reminderDays: readonly number[], limit: number): Promise<InvoiceRow[]> {
  const daysOverdue = sql`(${today}::date - ${invoices.dueDate})`;
  const remindersDue = sql.join(
    reminderDays.map((day) => sql`(case when ${daysOverdue} >= ${day} then 1 else 0 end)`),
    sql` + `,
  );
  return tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partly_paid', 'overdue']),
        lt(invoices.dueDate, today),
        or(ne(invoices.status, 'overdue'), sql`${invoices.remindersSent} < ${remindersDue}`),
      ),
    )
    .orderBy(asc(invoices.dueDate))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateInvoiceReminders(tx: Executor, id: string, values: Pick<InvoiceRow, 'status' | 'remindersSent'>): Promise<void> {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
}

/** The receivables' filters, as the service resolved them. */
export type ReceivablesFilter = {
  statuses: readonly InvoiceRow['status'][] | null;
  /** Leave credit notes out. */
  invoicesOnly: boolean;
  from: string | undefined;
  to: string | undefined;
  search: string | undefined;
  today: string;
};

/** A search, resolved: its pattern, and the accounts it names by e-mail or name. */
type ReceivablesSearch = { pattern: string; traderIds: string[] };

/**
 * The accounts a receivables search names, looked up first: with their ids in hand the planner knows
 * how many documents they hold, where a subquery's guess (half of all) had it walk every document
 * newest first for a number that matches one.
 */
async function resolveSearch(db: Executor, search: string | undefined): Promise<ReceivablesSearch | null> {
  if (!search) return null;
  const pattern = containsPattern(search);
  const traders = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.email, pattern), sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`));
  return { pattern, traderIds: traders.map((trader) => trader.id) };
}

/** A search by the document's own number or its buyer's company, each with its trigram index. */
function documentMatches(pattern: string): SQL {
  return or(ilike(invoices.number, pattern), sql`(${invoices.buyer} ->> 'company') ilike ${pattern}`)!;
}

/** The filters but the search, on the documents. */
function documentFilters(filter: ReceivablesFilter): (SQL | undefined)[] {
  return [
    filter.statuses ? inArray(invoices.status, filter.statuses) : undefined,
    filter.invoicesOnly ? eq(invoices.kind, 'invoice') : undefined,
    filter.from ? gte(invoices.issueDate, filter.from) : undefined,
    filter.to ? lte(invoices.issueDate, filter.to) : undefined,
  ];
}

function receivablesCondition(filter: ReceivablesFilter, search: ReceivablesSearch | null): SQL | undefined {
  return and(
    ...documentFilters(filter),
    // Each branch has its index (trigrams on the number and the company, the trader's id).
    search ? or(documentMatches(search.pattern), search.traderIds.length > 0 ? inArray(invoices.traderId, search.traderIds) : undefined) : undefined,
  );
}

type ReceivablesSums = { count: number; totalCents: number; openCents: number; overdueCents: number };

/**
 * What the documents a filter matches add up to (decision 218): from receivable_sums, a few rows per
 * day, for the status, period and the traders a search names; plus, for a search, the documents it
 * matches by number or company of other traders, added up row by row (a search's matches are few).
 */
async function findReceivablesSums(db: Executor, filter: ReceivablesFilter, search: ReceivablesSearch | null): Promise<ReceivablesSums> {
  const none = { count: 0, totalCents: 0, openCents: 0, overdueCents: 0 };
  const [summed] =
    search?.traderIds.length === 0
      ? [none]
      : await db
          .select({
            count: sql<number>`coalesce(sum(${receivableSums.documents}), 0)::bigint`.mapWith(Number),
            totalCents: sql<number>`coalesce(sum(${receivableSums.totalCents}), 0)::bigint`.mapWith(Number),
            openCents: sql<number>`coalesce(sum(${receivableSums.openCents}), 0)::bigint`.mapWith(Number),
            overdueCents: sql<number>`coalesce(sum(${receivableSums.openCents}) filter (where ${receivableSums.dueDate} < ${filter.today}), 0)::bigint`.mapWith(Number),
          })
          .from(receivableSums)
          .where(
            and(
              filter.statuses ? inArray(receivableSums.status, filter.statuses) : undefined,
              filter.invoicesOnly ? eq(receivableSums.kind, 'invoice') : undefined,
              filter.from ? gte(receivableSums.issueDate, filter.from) : undefined,
              filter.to ? lte(receivableSums.issueDate, filter.to) : undefined,
              search ? inArray(receivableSums.traderId, search.traderIds) : undefined,
            ),
          );
  if (!search) return summed!;
  const open = sql`case when ${invoices.kind} = 'invoice' then ${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents} else 0 end`;
  const [others] = await db
    .select({
      count: count(),
      totalCents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::bigint`.mapWith(Number),
      openCents: sql<number>`coalesce(sum(${open}), 0)::bigint`.mapWith(Number),
      overdueCents: sql<number>`coalesce(sum(${open}) filter (where ${invoices.dueDate} < ${filter.today}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(and(...documentFilters(filter), documentMatches(search.pattern), search.traderIds.length > 0 ? notInArray(invoices.traderId, search.traderIds) : undefined));
  return {
    count: summed!.count + others!.count,
    totalCents: summed!.totalCents + others!.totalCents,
    openCents: summed!.openCents + others!.openCents,
    overdueCents: summed!.overdueCents + others!.overdueCents,
  };
}

/** What a row of a list of documents shows: never the frozen parties whole, only the buyer's name. */
export const invoiceSummaryColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  status: invoices.status,
  bookingId: invoices.bookingId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  creditedCents: invoices.creditedCents,
  buyerName: sql<string>`coalesce(${invoices.buyer} ->> 'company', ${invoices.buyer} ->> 'name')`,
};

/**
 * A page of documents for the receivables, newest first, and the sums over every document the filter
 * matches: their totals, what is open on them, and what of that is past its due date.
 */
export async function findReceivablesPage(db: Executor, filter: ReceivablesFilter, window: { limit: number; offset: number }) {
  const search = await resolveSearch(db, filter.search);
  const [rows, sums] = await Promise.all([
    db
      .select(invoiceSummaryColumns)
      .from(invoices)
      .where(receivablesCondition(filter, search))
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(window.limit)
      .offset(window.offset),
    findReceivablesSums(db, filter, search),
  ]);
  const { count: total, ...totals } = sums;
  return { rows, total, sums: totals };
}

/**
 * The numbers of the booking's invoices with money open (issued, partly paid, overdue), in number
 * order: while there is one, goods do not leave (issue #38, decision 217). A credit note is never open.
 */
export async function findUnpaidInvoiceNumbers(db: Executor, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice'), inArray(invoices.status, ['issued', 'partly_paid', 'overdue'])))
    .orderBy(asc(invoices.number));
  return rows.map((row) => row.number);
}

/** What the finance overview needs of the given invoices (issue #39, decision 223): number, due date and buyer's name. */
export async function findInvoiceFinanceFacts(db: Executor, ids: readonly string[]): Promise<(Pick<InvoiceRow, 'id' | 'number' | 'dueDate'> & { buyerName: string })[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate, buyerName: invoiceSummaryColumns.buyerName })
    .from(invoices)
    .where(sql`${invoices.id} = any(${arrayOf('uuid', ids)})`);
}

