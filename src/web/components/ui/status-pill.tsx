import type { ReactNode } from 'react';

/**
 * The tints a status may take, one meaning each across the product: what is done is green, what
 * waits on someone amber, what is under way blue or brand, what went wrong red, what no longer
 * counts gray. Each feature's badge maps its statuses onto these.
 */
const TONES = {
  muted: 'bg-surface-muted text-ink-muted ring-line',
  neutral: 'bg-surface-muted text-ink ring-line',
  info: 'bg-blue-50 text-blue-800 ring-blue-300',
  brand: 'bg-brand-50 text-brand-900 ring-brand-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  success: 'bg-green-50 text-green-800 ring-green-300',
  accent: 'bg-accent-50 text-accent-900 ring-accent-300',
  accentStrong: 'bg-accent-100 text-accent-900 ring-accent-300',
  danger: 'bg-red-50 text-danger ring-red-300',
} as const;

export type StatusTone = keyof typeof TONES;

/** A status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function StatusPill({ status, tone, children }: { status: string; tone: StatusTone; children: ReactNode }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * A feature's badge for one status machine: each status's tone and label come from two tables, so
 * the badge itself is written once (`export const InvoiceStatusBadge = statusBadge(TONES, INVOICE_STATUS_LABELS)`).
 */
export function statusBadge<Status extends string>(tones: Record<Status, StatusTone>, labels: Record<Status, string>) {
  return function StatusBadge({ status }: { status: Status }) {
    return (
      <StatusPill status={status} tone={tones[status]}>
        {labels[status]}
      </StatusPill>
    );
  };
}
