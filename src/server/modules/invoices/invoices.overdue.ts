// Invoices: overdue. An invoice past its due date with money open becomes overdue, and its trader is
// reminded 1, 7 and 14 days after the due date (issue #38), by the periodic job.
import { invoicePdfPath } from '@shared/contracts/invoices';
import { daysBetween, formatDate, todayUtc } from '@shared/dates';
import { formatCents } from '@shared/money';
import type { ServiceDeps } from '../../platform/context';
import { inClaimedBatches, type JobLog, type PeriodicJob } from '../../platform/periodic-job';
import { formatBookingNumber } from '../bookings/bookings.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { announceNotifications, notifyUsersWithEmail } from '../notifications/notifications.service';
import { claimInvoicesToRemind, updateInvoiceReminders } from './invoices.repository';
import { announceInvoicesChanged } from './invoices.service';

/** The days after the due date a reminder goes out (issue #38). */
export const REMINDER_DAYS = [1, 7, 14] as const;

const OVERDUE_INTERVAL_MS = 10 * 60_000;
const OVERDUE_FIRST_RUN_MS = 7_000;
const BATCH_SIZE = 50;

/** How many reminders are due for an invoice `daysOverdue` days past its due date. */
export function remindersDue(daysOverdue: number): number {
  return REMINDER_DAYS.filter((day) => day <= daysOverdue).length;
}

/**
 * Marks invoices past their due date with money open overdue, and sends each its reminders: a
 * notification and an email to the trader with the PDF's link, and a system message in the booking's
 * thread (without amounts: the warehouse's owner reads it), all in the transaction that counts the
 * reminder sent. A job that was down sends only the latest reminder due, not every one it missed.
 * Batches are claimed with FOR UPDATE SKIP LOCKED, so several app processes may run it together.
 * Answers how many invoices it changed.
 */
export async function remindOverdueInvoices(deps: ServiceDeps & { publicUrl: string }, now: Date = new Date()): Promise<number> {
  const today = todayUtc(now);
  return inClaimedBatches(BATCH_SIZE, async () => {
    const batch = await deps.db.transaction(async (tx) => {
      const claimed = await claimInvoicesToRemind(tx, today, REMINDER_DAYS, BATCH_SIZE);
      for (const invoice of claimed) {
        const due = remindersDue(daysBetween(invoice.dueDate, today));
        await updateInvoiceReminders(tx, invoice.id, { status: 'overdue', remindersSent: due });
        if (due === invoice.remindersSent) continue;
        const open = invoice.totalCents - invoice.paidCents - invoice.creditedCents;
        const { number } = invoice;
        await postSystemMessage(tx, { bookingId: invoice.bookingId }, (i18n) =>
          i18n._('Payment reminder sent for invoice {number}, due {date}.', { number: invoice.number, date: formatDate(invoice.dueDate) }),
        );
        await notifyUsersWithEmail(
          tx,
          deps.publicUrl,
          [invoice.traderId],
          {
            type: 'invoice_overdue',
            title: (i18n) => i18n._('Invoice overdue'),
            message: (i18n) =>
              i18n._("Invoice {number} for booking {booking} was due on {dueDate}; {open} is still open. Goods are released only when the booking's invoices are paid.", {
                number,
                booking: formatBookingNumber(invoice.bookingId),
                dueDate: formatDate(invoice.dueDate),
                open: formatCents(open),
              }),
            bookingId: invoice.bookingId,
          },
          { actions: [{ label: (i18n) => i18n._('Download {number} (PDF)', { number }), link: deps.publicUrl + invoicePdfPath(invoice.id) }] },
        );
      }
      return claimed;
    });
    for (const invoice of batch) {
      await announceInvoicesChanged(deps, invoice.traderId);
      await announceThreadChanged(deps, { bookingId: invoice.bookingId });
    }
    await announceNotifications(deps, [...new Set(batch.map((invoice) => invoice.traderId))]);
    return { claimed: batch.length, done: batch.length };
  });
}

/** Overdue invoices and their reminders: shortly after start, then every 10 minutes. */
export function invoiceOverdueJob(deps: ServiceDeps & { log: JobLog; publicUrl: string }): PeriodicJob {
  return {
    what: 'marking overdue invoices and reminding their traders',
    run: () => remindOverdueInvoices(deps),
    intervalMs: OVERDUE_INTERVAL_MS,
    firstRunMs: OVERDUE_FIRST_RUN_MS,
    log: deps.log,
  };
}
