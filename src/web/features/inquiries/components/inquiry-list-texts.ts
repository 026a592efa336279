import { useLingui } from '@lingui/react/macro';
import { INQUIRY_MESSAGES } from '@shared/errors';
import type { ListTexts } from '@web/components/ui/list-states';

/** What Warehouse Inquiries (the trader's) and Inquiries (the administrator's) say of their lists, in the active language. */
export function useInquiryListTexts(): ListTexts {
  const { t } = useLingui();
  return {
    loadingLabel: t`Loading inquiries…`,
    errorMessage: INQUIRY_MESSAGES.loadListFailed,
    pagesLabel: t`Pages of inquiries`,
  };
}
