import { EMAIL_LINK_PATHS } from '@shared/contracts/auth';
import type { Locale } from '@shared/locales';
import { EMAIL_BRAND as BRAND, greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';
import { utcMinute } from '../../platform/texts';

/**
 * The owner's payout bank account changed (issue #39): the classic payout fraud is a changed account,
 * so the holder hears of every change at the account email, in their language, with the new IBAN
 * masked (its last four characters only, never the full number) and what to do if it was not them.
 */
export function payoutAccountChangedEmail(input: {
  to: string;
  locale: Locale;
  firstName: string | null;
  accountHolder: string;
  ibanMasked: string;
  ibanLastFour: string;
  bic: string;
  changedAt: Date;
  publicUrl: string;
}): OutgoingEmail {
  return renderEmail(input.locale, (i18n) => ({
    kind: 'payout_account_changed',
    to: input.to,
    subject: i18n._('Your payout bank account was changed on {brand}', { brand: BRAND }),
    heading: i18n._('Your payout bank account was changed'),
    paragraphs: [
      { text: greeting(i18n, input.firstName) },
      {
        text: i18n._('The bank account your payouts are sent to was changed. From now on payouts go to the account ending in {lastFour}.', {
          lastFour: input.ibanLastFour,
        }),
      },
      {
        text: i18n._(
          'If this was not you, someone may be trying to redirect your payouts: reset your password at once with the link below, then check the bank account in your profile and tell the {brand} team.',
          { brand: BRAND },
        ),
      },
    ],
    details: [
      [i18n._('Account holder'), input.accountHolder],
      ['IBAN', input.ibanMasked],
      ['BIC', input.bic],
      // One clock for every reader, wherever the owner is, written in their language.
      [i18n._('Changed'), utcMinute(i18n, input.changedAt)],
    ],
    actions: [
      { label: i18n._('Reset password'), link: input.publicUrl + EMAIL_LINK_PATHS.requestPasswordReset() },
      { label: i18n._('Review your bank account'), link: `${input.publicUrl}/profile` },
    ],
    notes: [i18n._('We send this email for every change of your payout bank account, so you always know where your money goes.')],
  }));
}
