import { msg } from '@lingui/core/macro';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { useListTexts, type ListTexts } from '@web/components/ui/list-states';

/** What Warehouse Inquiries (the trader's) and Inquiries (the administrator's) say of their lists, in the active language. */
export function useInquiryListTexts(): ListTexts {
  return useListTexts(msg`Loading inquiries…`, INQUIRY_MESSAGES.loadListFailed, msg`Pages of inquiries`);
}
