import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@shared/contracts/invoices';
import { statementMonthRange } from '@shared/owner-statements';
import { invoices, mailOutbox, notifications, ownerStatementNotices, users, warehouseReceipts } from '../../db/schema';
import { pdfTextAsRead } from '../../platform/pdf-text.test-support';
import { lastClosedMonth, sendStatementReadyNotices } from '../payouts/statement-notices';
import { invoicingCalls } from './invoices.test-support';
import { CAST, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

/**
 * Issue #40, decisions 238 and 242: a French trader's invoice is issued in French (notice, e-mail and
 * PDF, its language stored with it), an Arabic trader's in Arabic, and a French owner is told their
 * statement is ready in French. Everyone else's stays English (the other API tests).
 */
const t = useTestApp();
const [admin, trader, owner, german, arabic] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner, CAST.otherOwner, { roles: ['warehouse_owner'], firstName: 'Amal', lastName: 'Owner' });
const { call, invoicedBooking } = invoicingCalls(t, { admin, trader, owner });

beforeAll(async () => {
  await t.db.update(users).set({ locale: 'fr' }).where(sql`${users.id} in (${trader.user.id}, ${owner.user.id})`);
});

describe("a French trader's documents", () => {
  it('tells them in French that an invoice was issued, by notification and e-mail, and prints and keeps the invoice in French', async () => {
    const { booking, invoice } = await invoicedBooking();
    const [notice] = await t.db
      .select({ title: notifications.title, message: notifications.message, locale: notifications.locale })
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'invoice_issued'), eq(notifications.userId, trader.user.id)));
    expect(notice).toMatchObject({ title: 'Facture émise', locale: 'fr' });
    expect(notice!.message).toMatch(new RegExp(`^Facture ${invoice.number} pour la réservation #[0-9a-f]{8} : .+\\s€, échéance le .+\\.$`));

    const [mail] = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'notification_invoice_issued'), eq(mailOutbox.toAddress, trader.user.email), sql`${mailOutbox.textBody} like ${`%${invoice.number}%`}`));
    expect(mail!.subject).toBe('Facture émise - 24WM');
    expect(mail!.text).toContain(notice!.message);
    expect(mail!.text).toContain(`Télécharger ${invoice.number} (PDF): http`);
    expect(mail!.html).toContain('<html lang="fr"');

    // Its language is stored with it: the PDF, stored at issue and rendered again, is in French.
    const [row] = await t.db.select({ locale: invoices.locale }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.locale).toBe('fr');
    const pdf = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextAsRead(pdf.rawPayload);
    for (const expected of ['Facture', "Date d'émission", "Date d'échéance", 'VENDEUR', 'ACHETEUR', 'Désignation', 'Total HT', 'TVA 24 % sur', 'Total à payer', 'Page 1 sur 1']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Total to pay');
    // Its lines are written in French at issue, and stored so: the web view shows what the PDF prints.
    const [space, service, fee] = invoice.lines.map((line) => line.description);
    // The seeded space type and service (the first of each by name: Bonded, Cargo Inspection) by their French names.
    expect(space).toMatch(/^Stockage \(Sous douane\) à .+$/);
    expect(service).toBe('Inspection des marchandises');
    expect(fee).toMatch(/^Frais de plateforme \(20\s%\sde 483,35\s€\)$/);
    for (const description of [space!, fee!]) expect(text).toContain(description.replace(/\s+/g, ' '));
    // Their units too (m² is m² in every language).
    expect(invoice.lines.map((line) => line.unit)).toEqual(['m²', 'heures', 'frais']);

    // A later change of language does not change an issued document.
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, trader.user.id));
    await t.db.update(invoices).set({ pdfSha256: null }).where(eq(invoices.id, invoice.id));
    const again = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, trader.user.id));
  });

  it("prints an Arabic trader's invoice in Arabic, right to left, stores it so and tells them in Arabic (decisions 238, 242)", async () => {
    await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, trader.user.id));
    try {
      const { booking, invoice } = await invoicedBooking();
      const [row] = await t.db.select({ locale: invoices.locale }).from(invoices).where(eq(invoices.id, invoice.id));
      expect(row!.locale).toBe('ar');
      // Its lines are written in Arabic at issue, the seeded space type by its Arabic name.
      expect(invoice.lines[0]).toMatchObject({ description: expect.stringMatching(/^تخزين \(مستودع جمركي\) في .+$/), unit: 'm²' });
      expect(invoice.lines.at(-1)).toMatchObject({ description: expect.stringMatching(/^رسوم المنصة \(/), unit: 'رسوم' });
      const pdf = await call('GET', trader, `/api/invoices/${invoice.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      // pdf.js reads the shaped letters as their presentation forms; NFKC gives the letters typed.
      const text = (await pdfTextAsRead(pdf.rawPayload)).normalize('NFKC');
      for (const expected of ['الإجمالي المستحق الدفع', 'مستودع جمركي', invoice.number]) expect(text).toContain(expected);
      expect(text).not.toContain('Total to pay');
      const [notice] = await t.db
        .select({ title: notifications.title, locale: notifications.locale })
        .from(notifications)
        .where(and(eq(notifications.bookingId, booking.id), eq(notifications.type, 'invoice_issued'), eq(notifications.userId, trader.user.id)));
      expect(notice).toMatchObject({ locale: 'ar', title: expect.stringMatching(/[\u0600-\u06ff]/) });
      // The booking thread's message of it, read by the Arabic trader, is Arabic (decision 239).
      const thread = await call('GET', trader, `/api/bookings/${booking.id}/messages`);
      const issued = thread.json<{ items: { body: string; bodyLocale: string | null }[] }>().items.find((item) => item.body.includes(invoice.number));
      expect(issued).toMatchObject({ body: `أُصدرت الفاتورة ${invoice.number} للتاجر.`, bodyLocale: 'ar' });
    } finally {
      await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, trader.user.id));
    }
  });

  it("writes a credit note's line in the trader's language at its own issue", async () => {
    const { invoice } = await invoicedBooking();
    const credit = async (reason: string) => {
      const response = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason, netCents: 1_000 });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<InvoiceDocument>();
    };
    const french = await credit('Palette endommagée');
    expect(french.lines.map((line) => [line.description, line.unit])).toEqual([[`Avoir sur ${invoice.number} : Palette endommagée`, 'avoir']]);
    // The trader reads German now: the next credit note is German, the first stays French.
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, trader.user.id));
    try {
      const german = await credit('Beschädigte Palette');
      expect(german.lines.map((line) => [line.description, line.unit])).toEqual([[`Gutschrift zu ${invoice.number}: Beschädigte Palette`, 'Gutschrift']]);
      const again = (await call('GET', trader, `/api/invoices/${french.id}`)).json<InvoiceDocument>();
      expect(again.lines[0]!.description).toBe(`Avoir sur ${invoice.number} : Palette endommagée`);
    } finally {
      await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, trader.user.id));
    }
  });

  it('issues the warehouse receipt in French, and keeps it so', async () => {
    const { booking } = await invoicedBooking();
    const [receipt] = await t.db.select({ id: warehouseReceipts.id, locale: warehouseReceipts.locale }).from(warehouseReceipts).where(eq(warehouseReceipts.bookingId, booking.id));
    expect(receipt!.locale).toBe('fr');
    // Printed in the language it was issued in, whatever the trader reads now.
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, trader.user.id));
    try {
      const pdf = await call('GET', owner, `/api/receipts/${receipt!.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfTextAsRead(pdf.rawPayload);
      expect(text).toContain("Récépissé d'entrepôt");
      expect(text).toContain('Marchandise');
      expect(text).toContain('Palettes');
    } finally {
      await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, trader.user.id));
    }
  });
});

/** A payout of €7.00 returned in `month` moves the owner's payable: their statement has something to say. */
async function payableMovedIn(month: string, ownerId: string): Promise<void> {
  const at = new Date(statementMonthRange(month).from.getTime() + 2 * 86_400_000);
  const day = at.toISOString().slice(0, 10);
  await t.db.transaction(async (tx) => {
    const postingId = randomUUID();
    await tx.execute(sql`insert into ledger_postings (id, event, occurred_on, memo, created_at) values (${postingId}, 'payout_failed', ${day}, 'Account closed', ${at.toISOString()})`);
    await tx.execute(sql`insert into ledger_entries (posting_id, account, party_id, amount_cents, occurred_on, created_at) values
      (${postingId}, 'owner_payable', ${ownerId}, ${-700}, ${day}, ${at.toISOString()}),
      (${postingId}, 'bank', null, ${700}, ${day}, ${at.toISOString()})`);
  });
}

describe("a French owner's statement", () => {
  it('is announced in French when its month closes, and printed in French from then on', async () => {
    const now = new Date();
    const closed = lastClosedMonth(now);
    await payableMovedIn(closed, owner.user.id);

    expect(await sendStatementReadyNotices({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, now)).toBeGreaterThanOrEqual(1);
    const [notice] = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.type, 'statement_ready')));
    expect(notice!.title).toBe('Relevé disponible');
    expect(notice!.message).toMatch(/^Votre relevé de .+ est disponible : les factures réglées et les versements du mois\. Solde de clôture : 7,00\s€\.$/);
    const [mail] = await t.db.select({ subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(and(eq(mailOutbox.kind, 'notification_statement_ready'), eq(mailOutbox.toAddress, owner.user.email)));
    expect(mail!.subject).toBe('Relevé disponible - 24WM');
    expect(mail!.text).toContain(`Consulter votre relevé: http://localhost:3000/payouts?month=${closed}`);

    // The closed month keeps the language it was announced in, whatever the owner chooses later.
    const [stored] = await t.db.select({ locale: ownerStatementNotices.locale }).from(ownerStatementNotices).where(and(eq(ownerStatementNotices.ownerId, owner.user.id), eq(ownerStatementNotices.month, closed)));
    expect(stored!.locale).toBe('fr');
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, owner.user.id));
    const pdf = await call('GET', owner, `/api/payouts/statements/${closed}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextAsRead(pdf.rawPayload);
    expect(text).toContain('Relevé du propriétaire');
    expect(text).toContain('Solde de clôture');
    expect(text).not.toContain('Owner statement');
    // Its CSV too: headings and the names of its rows in French, its figures as a spreadsheet reads them.
    const csv = await call('GET', owner, `/api/payouts/statements/${closed}/csv`);
    expect(csv.statusCode).toBe(200);
    const [header, title, opening] = csv.body.split('\r\n');
    expect(header).toBe('Type,Date,Réservation,Facture,Prestation du,Prestation au,Montant,Commission,À verser,Référence');
    expect(title).toMatch(/^Relevé .+,Otto Owner$/);
    expect(opening).toMatch(/^Solde d'ouverture,\d{4}-\d{2}-01,/);
    expect(csv.body).toContain('Solde de clôture,');
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, owner.user.id));
  });
});

describe('statement notices to owners of several languages', () => {
  it("store each closed statement in its owner's language, all read at once", async () => {
    const closed = lastClosedMonth(new Date());
    const locales = { [german.user.id]: 'de', [arabic.user.id]: 'ar' } as const;
    for (const [id, locale] of Object.entries(locales)) {
      await t.db.update(users).set({ locale }).where(eq(users.id, id));
      await payableMovedIn(closed, id);
    }
    expect(await sendStatementReadyNotices({ ...t.app.ctx, publicUrl: 'http://localhost:3000' })).toBe(2);
    const stored = await t.db
      .select({ ownerId: ownerStatementNotices.ownerId, locale: ownerStatementNotices.locale })
      .from(ownerStatementNotices)
      .where(and(eq(ownerStatementNotices.month, closed), inArray(ownerStatementNotices.ownerId, Object.keys(locales))));
    expect(Object.fromEntries(stored.map((row) => [row.ownerId, row.locale]))).toEqual({ [german.user.id]: 'de', [arabic.user.id]: 'ar' });
    // The Arabic owner's statement prints in Arabic, right to left (decision 242).
    const pdf = await call('GET', arabic, `/api/payouts/statements/${closed}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfTextAsRead(pdf.rawPayload)).normalize('NFKC')).toContain('الرصيد الافتتاحي');
    // Their notices in their own languages.
    const titles = await t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.type, 'statement_ready'), inArray(notifications.userId, Object.keys(locales))));
    expect(Object.fromEntries(titles.map((row) => [row.userId, row.title]))).toEqual({ [german.user.id]: 'Abrechnung verfügbar', [arabic.user.id]: 'كشف الحساب جاهز' });
  });
});
