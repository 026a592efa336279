import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from '@shared/statuses/receipt';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

// Valid green, partly released amber, released blue, superseded and cancelled gray: only a valid or partly released receipt stands for goods in store.
const TONES: Record<ReceiptStatus, StatusTone> = { valid: 'success', partly_released: 'warning', released: 'info', superseded: 'muted', cancelled: 'muted' };

export const ReceiptStatusBadge = statusBadge(TONES, RECEIPT_STATUS_LABELS);
