import { INQUIRY_MESSAGES } from '@shared/errors';
import type { ListTexts } from '@web/components/ui/list-states';

/** What Warehouse Inquiries (the trader's) and Inquiries (the administrator's) say of their lists. */
export const INQUIRY_LIST_TEXTS: ListTexts = {
  loadingLabel: 'Loading inquiries…',
  errorMessage: INQUIRY_MESSAGES.loadListFailed,
  pagesLabel: 'Pages of inquiries',
};
