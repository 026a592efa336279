import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '@shared/statuses/inquiry';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

const TONES: Record<InquiryStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'brand',
  under_review: 'brand',
  offer_pending: 'warning',
  offer_draft: 'warning',
  offer_sent: 'accent',
  accepted: 'accentStrong',
  confirmed: 'accentStrong',
  rejected: 'danger',
  cancelled: 'danger',
  changes_requested: 'muted',
  expired: 'muted',
  completed: 'muted',
  archived: 'muted',
};

export const InquiryStatusBadge = statusBadge(TONES, INQUIRY_STATUS_LABELS);
