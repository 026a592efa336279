import { formatDate, formatDateRange } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/** Where the trader reads and answers the offer (the web app's /inquiries/{id}/offer). */
function offerLinkPath(inquiryId: string): string {
  return `/inquiries/${encodeURIComponent(inquiryId)}/offer`;
}

export type OfferSentInput = {
  to: string;
  firstName: string | null;
  publicUrl: string;
  inquiryId: string;
  warehouseName: string;
  startDate: string;
  endDate: string;
  totalWithFeeCents: number;
  validUntil: string;
};

/** To the trader when an administrator sends them an offer (again, after changes, too). */
export function offerSentEmail(input: OfferSentInput): OutgoingEmail {
  const link = input.publicUrl + offerLinkPath(input.inquiryId);
  const subject = `Your offer for ${input.warehouseName} is ready`;
  const intro = `We have sent you an offer for your inquiry ${formatInquiryNumber(input.inquiryId)} at ${input.warehouseName}.`;
  const period = formatDateRange(input.startDate, input.endDate);
  const total = formatCents(input.totalWithFeeCents);
  const validUntil = formatDate(input.validUntil);

  return renderEmail({
    kind: 'offer_sent',
    to: input.to,
    subject,
    heading: 'Your offer is ready',
    paragraphs: [{ text: greeting(input.firstName) }, { text: intro }],
    details: [
      ['Period', period],
      ['Total', `${total} (VAT not included)`],
      ['Valid until', validUntil],
    ],
    actions: [{ label: 'Review the offer', link }],
    notes: ['You can accept it, reject it or ask for changes on its page.'],
  });
}

