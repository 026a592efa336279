import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@shared/statuses/inquiry';

const TONES: Partial<Record<InquiryStatus, string>> = {
  draft: 'bg-surface-muted text-ink ring-line',
  submitted: 'bg-brand-50 text-brand-900 ring-brand-200',
  under_review: 'bg-brand-50 text-brand-900 ring-brand-200',
  offer_pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  offer_draft: 'bg-amber-50 text-amber-900 ring-amber-200',
  offer_sent: 'bg-accent-50 text-accent-900 ring-accent-300',
  accepted: 'bg-accent-100 text-accent-900 ring-accent-300',
  confirmed: 'bg-accent-100 text-accent-900 ring-accent-300',
  rejected: 'bg-red-50 text-danger ring-red-200',
  cancelled: 'bg-red-50 text-danger ring-red-200',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const tone = TONES[status] ?? 'bg-surface-muted text-ink-muted ring-line';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}>
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
