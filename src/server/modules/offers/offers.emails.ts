import { formatDate, formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import type { Locale } from '@shared/locales';
import { greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/** Where the trader reads and answers the offer (the web app's /inquiries/{id}/offer). */
function offerLinkPath(inquiryId: string): string {
  return `/inquiries/${encodeURIComponent(inquiryId)}/offer`;
}

export type OfferSentInput = {
  to: string;
  locale: Locale;
  firstName: string | null;
  publicUrl: string;
  inquiryId: string;
  warehouseName: string;
  startDate: string;
  endDate: string;
  totalWithFeeCents: number;
  validUntil: string;
};

/** To the trader, in their language, when an administrator sends them an offer (again, after changes, too). */
export function offerSentEmail(input: OfferSentInput): OutgoingEmail {
  const link = input.publicUrl + offerLinkPath(input.inquiryId);
  return renderEmail(input.locale, (i18n) => ({
    kind: 'offer_sent',
    to: input.to,
    subject: i18n._('Your offer for {warehouse} is ready', { warehouse: input.warehouseName }),
    heading: i18n._('Your offer is ready'),
    paragraphs: [
      { text: greeting(i18n, input.firstName) },
      {
        text: i18n._('We have sent you an offer for your inquiry {number} at {warehouse}.', {
          number: formatInquiryNumber(input.inquiryId),
          warehouse: input.warehouseName,
        }),
      },
    ],
    details: [
      [i18n._('Period'), formatDateRange(input.startDate, input.endDate)],
      [i18n._('Total'), i18n._('{total} (VAT not included)', { total: formatCents(input.totalWithFeeCents) })],
      [i18n._('Valid until'), formatDate(input.validUntil)],
    ],
    actions: [{ label: i18n._('Review the offer'), link }],
    notes: [i18n._('You can accept it, reject it or ask for changes on its page.')],
  }));
}
