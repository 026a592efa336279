import { canOf, type Machine } from './machine';

/**
 * The warehouse receipt's statuses (issue #38): valid when issued; partly released and released as
 * goods leave; superseded when a correction replaces it; cancelled by an administrator. A receipt's
 * own fields never change — a correction is a new receipt (decision 212).
 */
export const RECEIPT_STATUSES = ['valid', 'partly_released', 'released', 'superseded', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_INITIAL_STATUS: ReceiptStatus = 'valid';

/**
 * Correcting replaces a receipt none of whose goods have left yet (a partly released one is corrected by
 * its releases). Goods leave a valid or partly released receipt: some of them (partly released) or the
 * last of them (released).
 */
export type ReceiptAction = 'supersede' | 'release_part' | 'release_rest';

export const RECEIPT_TRANSITIONS: Machine<ReceiptAction, ReceiptStatus> = {
  supersede: { from: ['valid'], to: 'superseded' },
  release_part: { from: ['valid', 'partly_released'], to: 'partly_released' },
  release_rest: { from: ['valid', 'partly_released'], to: 'released' },
};

export const canReceipt = canOf(RECEIPT_TRANSITIONS);

export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  valid: 'Valid',
  partly_released: 'Partly released',
  released: 'Released',
  superseded: 'Superseded',
  cancelled: 'Cancelled',
};
