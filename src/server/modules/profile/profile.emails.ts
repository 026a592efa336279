import { EMAIL_LINK_PATHS } from '@shared/contracts/auth';
import { formatDate } from '@shared/dates';
import { EMAIL_BRAND as BRAND, greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/** "22 Nov 2026, 14:05 UTC": one clock for every reader, wherever the owner is. */
function formatUtc(at: Date): string {
  const iso = at.toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/**
 * The owner's payout bank account changed (issue #39): the classic payout fraud is a changed account,
 * so the holder hears of every change at the account email, with the new IBAN masked (its last four
 * characters only, never the full number) and what to do if it was not them.
 */
export function payoutAccountChangedEmail(input: {
  to: string;
  firstName: string | null;
  accountHolder: string;
  ibanMasked: string;
  ibanLastFour: string;
  bic: string;
  changedAt: Date;
  publicUrl: string;
}): OutgoingEmail {
  return renderEmail({
    kind: 'payout_account_changed',
    to: input.to,
    subject: `Your payout bank account was changed on ${BRAND}`,
    heading: 'Your payout bank account was changed',
    paragraphs: [
      { text: greeting(input.firstName) },
      { text: `The bank account your payouts are sent to was changed. From now on payouts go to the account ending in ${input.ibanLastFour}.` },
      {
        text: `If this was not you, someone may be trying to redirect your payouts: reset your password at once with the link below, then check the bank account in your profile and tell the ${BRAND} team.`,
      },
    ],
    details: [
      ['Account holder', input.accountHolder],
      ['IBAN', input.ibanMasked],
      ['BIC', input.bic],
      ['Changed', formatUtc(input.changedAt)],
    ],
    actions: [
            { label: 'Reset password', link: input.publicUrl + EMAIL_LINK_PATHS.requestPasswordReset() },
      { label: 'Review your bank account', link: `${input.publicUrl}/profile` },
    ],
    notes: ['We send this email for every change of your payout bank account, so you always know where your money goes.'],
  });
}
