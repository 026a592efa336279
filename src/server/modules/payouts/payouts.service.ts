/**
 * Payout runs (issue #39, decision 222): an administrator pays owners what the ledger says is
 * payable to them. A run takes every owner's payable recorded up to a cut-off day (at most what is
 * payable now), pays those at or above the platform's minimum who gave bank details, and writes its
 * bank files once: a SEPA credit transfer (pain.001) for IBANs of SEPA countries and a CSV of every
 * payment for other rails. The payout is posted to the ledger when the run is created, so the next run
 * never pays it again; a line the bank returns is posted back as its own posting.
 */
import { isSepaIban, maskIban } from '@shared/bank';
import type { CreatePayoutRunBody, PayoutCandidate, PayoutLine, PayoutPreview, PayoutRun, PayoutRunSummary, PayoutRunsResponse } from '@shared/contracts/payout-runs';
import { PAYOUT_LIVE_KEYS } from '@shared/contracts/live-keys';
import { formatDate, todayUtc } from '@shared/dates';
import { DOCUMENT_SERIES } from '@shared/document-numbers';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents, sumCents } from '@shared/money';
import type { Readable } from 'node:stream';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { allocateDocumentNumber } from '../../platform/document-numbers';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { documentStorageKey, type Storage } from '../../platform/storage';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { postPayout, readOwnerPayables } from '../ledger/ledger.service';
import { announceNotifications, notifyUsersWithEmail } from '../notifications/notifications.service';
import { readInvoiceIssuer, readPayoutMinimumCents } from '../platform/platform.service';
import { type BankAccountDetails, findPayoutBankAccounts } from '../profile/profile.service';
import { findPeople } from '../users/users.service';
import { pain001Xml, payoutCsv } from './payout-files';
import {
  findPayoutBatch,
  findPayoutBatchPage,
  findPayoutLines,
  insertPayoutBatch,
  insertPayoutLines,
  lockPayoutBatch,
  lockPayoutLine,
  lockPayoutRuns,
  markLineFailed,
  markPendingLinesPaid,
  type PayoutBatchRow,
  type PayoutLineRow,
  updatePayoutBatch,
} from './payouts.repository';

type PayoutDeps = ServiceDeps & { storage: Storage; config: { publicUrl: string } };

/** A candidate with the bank account a run pays into, in full (the preview shows it masked). */
type Payee = PayoutCandidate & { account: BankAccountDetails | null };

function refuseFutureCutoff(cutoffDate: string): void {
  if (cutoffDate > todayUtc()) {
    throw new AppError('validation_error', PAYOUT_RUN_MESSAGES.cutoffInFuture, { cutoffDate: [PAYOUT_RUN_MESSAGES.cutoffInFuture] });
  }
}

/**
 * Who a run with this cut-off would pay, read in the caller's transaction: each owner's payable dated
 * up to the cut-off, at most what is payable now (a later run may already have paid part of it).
 */
async function findPayees(db: Executor, cutoffDate: string): Promise<PayoutPreview & { payeeAccounts: Payee[] }> {
  const minimumCents = await readPayoutMinimumCents(db);
  const payables = (await readOwnerPayables(db, cutoffDate))
    .map((payable) => ({ ownerId: payable.ownerId, payableCents: Math.min(payable.atCutoffCents, payable.nowCents) }))
    .filter((payable) => payable.payableCents > 0);
  const due = payables.filter((payable) => payable.payableCents >= minimumCents);
  const below = payables.filter((payable) => payable.payableCents < minimumCents);
  const ownerIds = due.map((payable) => payable.ownerId);
  const accounts = await findPayoutBankAccounts(db, ownerIds);
  const people = await findPeople(db, ownerIds);
  const candidates: Payee[] = due.map((payable) => {
    const account = accounts.get(payable.ownerId) ?? null;
    return {
      ...payable,
      ownerName: people.get(payable.ownerId)?.name ?? '',
      ownerEmail: people.get(payable.ownerId)?.email ?? '',
      bankAccount: account ? { accountHolder: account.accountHolder, ibanMasked: maskIban(account.iban), bic: account.bic } : null,
      inSepaFile: account ? isSepaIban(account.iban) : false,
      account,
    };
  });
  candidates.sort((a, b) => a.ownerName.localeCompare(b.ownerName, 'en') || a.ownerId.localeCompare(b.ownerId));
  const payees = candidates.filter((candidate) => candidate.account !== null);
  const strip = ({ account: _account, ...candidate }: Payee): PayoutCandidate => candidate;
  return {
    cutoffDate,
    minimumCents,
    payees: payees.map(strip),
    totalCents: sumCents(payees.map((payee) => payee.payableCents)),
    withoutBankAccount: candidates.filter((candidate) => candidate.account === null).map(strip),
    belowMinimum: { owners: below.length, totalCents: sumCents(below.map((payable) => payable.payableCents)) },
    payeeAccounts: payees,
  };
}

/** GET /api/admin/payouts/preview: who a run with this cut-off would pay now, and who would wait. */
export async function previewPayoutRun(db: Database, viewer: Viewer | null, cutoffDate: string): Promise<PayoutPreview> {
  requirePermission(viewer, 'payouts:manage');
  refuseFutureCutoff(cutoffDate);
  const { payeeAccounts: _accounts, ...preview } = await findPayees(db, cutoffDate);
  return preview;
}

function toLine(row: PayoutLineRow): PayoutLine {
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    accountHolder: row.accountHolder,
    ibanMasked: maskIban(row.iban),
    bic: row.bic,
    amountCents: row.amountCents,
    endToEndId: row.endToEndId,
    inSepaFile: row.inSepaFile,
    status: row.status,
    failureReason: row.failureReason,
  };
}

function toSummary(batch: PayoutBatchRow, counts: { lineCount: number; failedCents: number }): PayoutRunSummary {
  return {
    id: batch.id,
    number: batch.number,
    cutoffDate: batch.cutoffDate,
    executionDate: batch.executionDate,
    status: batch.status,
    totalCents: batch.totalCents,
    failedCents: counts.failedCents,
    lineCount: counts.lineCount,
    hasSepaFile: batch.sepaKey !== null,
    createdAt: batch.createdAt.toISOString(),
    sentAt: batch.sentAt?.toISOString() ?? null,
    paidAt: batch.paidAt?.toISOString() ?? null,
  };
}

async function readRun(db: Executor, id: string): Promise<PayoutRun> {
  const batch = await findPayoutBatch(db, id);
  if (!batch) throw new AppError('not_found', PAYOUT_RUN_MESSAGES.notFound);
  const lines = await findPayoutLines(db, id);
  const failedCents = sumCents(lines.filter((line) => line.status === 'failed').map((line) => line.amountCents));
  return { ...toSummary(batch, { lineCount: lines.length, failedCents }), lines: lines.map(toLine) };
}

export async function getPayoutRun(db: Database, viewer: Viewer | null, id: string): Promise<PayoutRun> {
  requirePermission(viewer, 'payouts:manage');
  return readRun(db, id);
}

export async function listPayoutRuns(db: Database, viewer: Viewer | null, query: { page: number; pageSize: number }): Promise<PayoutRunsResponse> {
  requirePermission(viewer, 'payouts:manage');
  const found = await findPayoutBatchPage(db, pageWindow(query));
  return pageAnswer(query, found, (row) => toSummary(row.batch, row));
}

async function announcePayoutsChanged(deps: ServiceDeps): Promise<void> {
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: [PAYOUT_LIVE_KEYS.payouts] } });
}

/**
 * POST /api/admin/payouts: a run, in one transaction behind the payout-run lock (two runs started at
 * once pay each payable once: the second finds nothing left). The payables are read again inside it,
 * each owner's payment is posted to the ledger, and the bank files are written and stored before the
 * commit (a rollback leaves unreferenced files, never a run without its files).
 */
export async function createPayoutRun(deps: PayoutDeps, actor: Actor, body: CreatePayoutRunBody): Promise<PayoutRun> {
  const viewer = requirePermission(actor.viewer, 'payouts:manage');
  refuseFutureCutoff(body.cutoffDate);
  if (body.executionDate < todayUtc()) {
    throw new AppError('validation_error', PAYOUT_RUN_MESSAGES.executionDateInPast, { executionDate: [PAYOUT_RUN_MESSAGES.executionDateInPast] });
  }
  const batchId = await withRefusalsLogged(deps.db, actor, { type: 'payout.run_created', data: { input_params: body } }, () =>
    deps.db.transaction(async (tx) => {
      await lockPayoutRuns(tx);
      const issuer = await readInvoiceIssuer(tx);
      if (!issuer.iban || !issuer.bic) throw new AppError('payer_account_missing', PAYOUT_RUN_MESSAGES.payerAccountMissing);
      const { payeeAccounts, totalCents } = await findPayees(tx, body.cutoffDate);
      if (payeeAccounts.length === 0) throw new AppError('nothing_to_pay', PAYOUT_RUN_MESSAGES.nothingToPay);

      const createdAt = new Date();
      const number = await allocateDocumentNumber(tx, DOCUMENT_SERIES.payout, createdAt);
      const payments = payeeAccounts.map((payee, index) => {
        const account = payee.account!;
        return {
          ownerId: payee.ownerId,
          ownerName: payee.ownerName,
          accountHolder: account.accountHolder,
          iban: account.iban,
          bic: account.bic,
          amountCents: payee.payableCents,
          endToEndId: `${number}-${String(index + 1).padStart(4, '0')}`,
          inSepaFile: payee.inSepaFile,
          reference: `${number} payout for ${body.cutoffDate}`,
        };
      });
      const file = (chosen: typeof payments) => ({
        messageId: number,
        createdAt,
        executionDate: body.executionDate,
        debtor: { name: issuer.legalName, iban: issuer.iban, bic: issuer.bic },
        payments: chosen.map((payment) => ({ ...payment, bic: payment.bic || null })),
      });
      const sepaPayments = payments.filter((payment) => payment.inSepaFile);
      const sepaKey = sepaPayments.length > 0 ? documentStorageKey('xml') : null;
      const csvKey = documentStorageKey('csv');
      if (sepaKey) await deps.storage.put(sepaKey, Buffer.from(pain001Xml(file(sepaPayments)), 'utf8'), 'application/xml');
      await deps.storage.put(csvKey, Buffer.from(payoutCsv(file(payments)), 'utf8'), 'text/csv');

      const batch = await insertPayoutBatch(tx, { number, cutoffDate: body.cutoffDate, executionDate: body.executionDate, totalCents, sepaKey, csvKey, createdBy: viewer.id, createdAt });
      const lines = await insertPayoutLines(
        tx,
        payments.map(({ reference: _reference, ...payment }) => ({ ...payment, batchId: batch.id })),
      );
      for (const line of lines) {
        await postPayout(tx, { lineId: line.id, ownerId: line.ownerId, amountCents: line.amountCents, on: todayUtc(createdAt), failed: false, memo: line.endToEndId });
      }
      await recordActivity(tx, {
        type: 'payout.run_created',
        message: `Payout run ${number}: ${formatCents(totalCents)} to ${lines.length} owner${lines.length === 1 ? '' : 's'}`,
        status: 'success',
        data: { input_params: body, output_data: { batchId: batch.id, number, totalCents, lines: lines.length } },
        viewer,
        requestId: actor.requestId,
      });
      return batch.id;
    }),
  );
  await announcePayoutsChanged(deps);
  return readRun(deps.db, batchId);
}

/**
 * In a transaction with the run locked: `change` may refuse or write; the activity is logged with it,
 * and after the commit administrators' screens and the people notified are told.
 */
async function changePayoutRun(
  deps: PayoutDeps,
  actor: Actor,
  activity: { type: string; input: unknown },
  id: string,
  change: (tx: Executor, batch: PayoutBatchRow, viewer: Viewer) => Promise<{ message: string; notified: string[] }>,
): Promise<PayoutRun> {
  const viewer = requirePermission(actor.viewer, 'payouts:manage');
  const notified = await withRefusalsLogged(deps.db, actor, { type: activity.type, data: { input_params: activity.input } }, () =>
    deps.db.transaction(async (tx) => {
      const batch = await lockPayoutBatch(tx, id);
      if (!batch) throw new AppError('not_found', PAYOUT_RUN_MESSAGES.notFound);
      const { message, notified } = await change(tx, batch, viewer);
      await recordActivity(tx, { type: activity.type, message, status: 'success', data: { input_params: activity.input }, viewer, requestId: actor.requestId });
      return notified;
    }),
  );
  await announcePayoutsChanged(deps);
  await announceNotifications(deps, notified);
  return readRun(deps.db, id);
}

/** The administrator gave the file to the bank: each owner is told what is coming, by e-mail too per their profile. */
export async function markPayoutRunSent(deps: PayoutDeps, actor: Actor, id: string): Promise<PayoutRun> {
  return changePayoutRun(deps, actor, { type: 'payout.run_sent', input: { id } }, id, async (tx, batch) => {
    if (batch.status !== 'created') throw new AppError('payout_not_changeable', PAYOUT_RUN_MESSAGES.notSendable);
    await updatePayoutBatch(tx, batch.id, { status: 'sent', sentAt: new Date() });
    const notified: string[] = [];
    for (const line of await findPayoutLines(tx, batch.id)) {
      await notifyUsersWithEmail(
        tx,
        deps.config.publicUrl,
        [line.ownerId],
        {
          type: 'payout_sent',
          title: (i18n) => i18n._('Payout sent'),
          message: (i18n) =>
            i18n._('{amount} is on its way to your account {account}, expected on {date} (reference {reference}).', {
              amount: formatCents(line.amountCents),
              account: maskIban(line.iban),
              date: formatDate(batch.executionDate),
              reference: line.endToEndId,
            }),
        },
        { actions: [{ label: (i18n) => i18n._('View your statements'), link: `${deps.config.publicUrl}/payouts` }] },
      );
      notified.push(line.ownerId);
    }
    return { message: `Payout run ${batch.number} sent to the bank`, notified };
  });
}

/** The bank paid the run: its lines not returned are paid. */
export async function markPayoutRunPaid(deps: PayoutDeps, actor: Actor, id: string): Promise<PayoutRun> {
  return changePayoutRun(deps, actor, { type: 'payout.run_paid', input: { id } }, id, async (tx, batch) => {
    if (batch.status !== 'sent') throw new AppError('payout_not_changeable', PAYOUT_RUN_MESSAGES.notPayable);
    await updatePayoutBatch(tx, batch.id, { status: 'paid', paidAt: new Date() });
    await markPendingLinesPaid(tx, batch.id);
    return { message: `Payout run ${batch.number} paid by the bank`, notified: [] };
  });
}

/**
 * The bank returned one payment (a closed account, a wrong name), or it will never be sent: its amount
 * is payable to the owner again, by a posting of its own. Lines of a paid run are final.
 */
export async function failPayoutLine(deps: PayoutDeps, actor: Actor, id: string, lineId: string, reason: string): Promise<PayoutRun> {
  return changePayoutRun(deps, actor, { type: 'payout.line_failed', input: { id, lineId, reason } }, id, async (tx, batch) => {
    const line = await lockPayoutLine(tx, batch.id, lineId);
    if (!line) throw new AppError('not_found', PAYOUT_RUN_MESSAGES.lineNotFound);
    // Returned by the bank, or never to be sent (a run whose file did not reach the bank returns each line).
    if (batch.status === 'paid' || line.status !== 'pending') throw new AppError('payout_not_changeable', PAYOUT_RUN_MESSAGES.lineNotFailable);
    await markLineFailed(tx, line.id, reason);
    await postPayout(tx, { lineId: line.id, ownerId: line.ownerId, amountCents: line.amountCents, on: todayUtc(), failed: true, memo: reason });
    return { message: `Payout ${line.endToEndId} of ${batch.number} returned by the bank: ${reason}`, notified: [] };
  });
}

/** A run's bank file as stored when it was created: the SEPA XML or the CSV. */
export async function readPayoutFile(
  deps: { db: Database; storage: Storage },
  viewer: Viewer | null,
  id: string,
  kind: 'sepa' | 'csv',
): Promise<{ stream: Readable; size: number; fileName: string; contentType: string }> {
  requirePermission(viewer, 'payouts:manage');
  const batch = await findPayoutBatch(deps.db, id);
  if (!batch) throw new AppError('not_found', PAYOUT_RUN_MESSAGES.notFound);
  const key = kind === 'sepa' ? batch.sepaKey : batch.csvKey;
  if (!key) throw new AppError('no_sepa_file', PAYOUT_RUN_MESSAGES.noSepaFile);
  const file = await deps.storage.read(key);
  if (!file) throw new AppError('not_found', PAYOUT_RUN_MESSAGES.notFound);
  return kind === 'sepa'
    ? { ...file, fileName: `${batch.number}.xml`, contentType: 'application/xml' }
    : { ...file, fileName: `${batch.number}.csv`, contentType: 'text/csv; charset=utf-8' };
}
