import { canOf, type Machine } from './machine';

/**
 * A release of goods (goods out, issue #38, decision 217): requested by the trader, it is held while
 * any invoice of the booking is unpaid and approved otherwise; a held one is approved by itself once
 * the invoices are paid, or by an administrator with a written reason; released when the warehouse's
 * owner confirms the goods left; cancelled by the trader or an administrator before that.
 */
export const RELEASE_STATUSES = ['held', 'approved', 'released', 'cancelled'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export type ReleaseAction = 'approve' | 'confirm' | 'cancel';

export const RELEASE_TRANSITIONS: Machine<ReleaseAction, ReleaseStatus> = {
  approve: { from: ['held'], to: 'approved' },
  confirm: { from: ['approved'], to: 'released' },
  cancel: { from: ['held', 'approved'], to: 'cancelled' },
};

/** Held and approved releases still claim their quantity of the receipt's goods in store. */
export const RELEASE_OPEN_STATUSES: readonly ReleaseStatus[] = ['held', 'approved'];

export const canRelease = canOf(RELEASE_TRANSITIONS);

export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = {
  held: 'Held',
  approved: 'Approved',
  released: 'Goods released',
  cancelled: 'Cancelled',
};
