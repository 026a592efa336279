import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shared/statuses/invoice';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

// Issued blue, partly paid amber, paid green, overdue red, cancelled gray: the colour says how much is still to pay.
const TONES: Record<InvoiceStatus, StatusTone> = { issued: 'info', partly_paid: 'warning', paid: 'success', overdue: 'danger', cancelled: 'muted' };

export const InvoiceStatusBadge = statusBadge(TONES, INVOICE_STATUS_LABELS);
