import type { I18n } from '@lingui/core';
import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import type { Locale } from '@shared/locales';
import { EMAIL_BRAND as BRAND, formatDuration, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/** The account emails, each in its reader's language: each asks the reader to follow one single-use link. */

type ActionEmail = {
  kind: string;
  to: string;
  subject: string;
  heading: string;
  intro: string;
  buttonLabel: string;
  link: string;
  expiresIn: string;
  footnote: string;
};

function renderActionEmail(locale: Locale, write: (i18n: I18n) => ActionEmail): OutgoingEmail {
  return renderEmail(locale, (i18n) => {
    const email = write(i18n);
    return {
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      heading: email.heading,
      paragraphs: [{ text: email.intro }],
      actions: [{ label: email.buttonLabel, link: email.link }],
      notes: [i18n._('This link expires in {duration} and can be used once.', { duration: email.expiresIn }), email.footnote],
    };
  });
}

type LinkEmailInput = { to: string; locale: Locale; publicUrl: string; token: string };

export function verificationEmail(input: LinkEmailInput): OutgoingEmail {
  return renderActionEmail(input.locale, (i18n) => ({
    kind: 'verify_email',
    to: input.to,
    subject: i18n._('Verify your email for {brand}', { brand: BRAND }),
    heading: i18n._('Confirm your email address'),
    intro: i18n._('Welcome to {brand}. Please confirm that this is your email address to finish creating your account.', { brand: BRAND }),
    buttonLabel: i18n._('Verify email'),
    link: input.publicUrl + EMAIL_LINK_PATHS.verifyEmail(input.token),
    expiresIn: formatDuration(i18n, EMAIL_TOKEN_TTL_MS.verify_email),
    footnote: i18n._('If you did not create an account, you can ignore this email.'),
  }));
}

export function passwordResetEmail(input: LinkEmailInput): OutgoingEmail {
  return renderActionEmail(input.locale, (i18n) => ({
    kind: 'reset_password',
    to: input.to,
    subject: i18n._('Reset your {brand} password', { brand: BRAND }),
    heading: i18n._('Reset your password'),
    intro: i18n._('We received a request to reset the password of your account. Choose a new password with the link below.'),
    buttonLabel: i18n._('Reset password'),
    link: input.publicUrl + EMAIL_LINK_PATHS.resetPassword(input.token),
    expiresIn: formatDuration(i18n, EMAIL_TOKEN_TTL_MS.reset_password),
    footnote: i18n._('If you did not ask for this, you can ignore this email: your password stays the same.'),
  }));
}

/**
 * An account made for someone else (by an administrator, or on approving a listing request):
 * they choose their own password. `reason` says, in the reader's language, why they get an account.
 */
export function setPasswordEmail(input: LinkEmailInput & { reason?: (i18n: I18n) => string }): OutgoingEmail {
  return renderActionEmail(input.locale, (i18n) => ({
    kind: 'set_password',
    to: input.to,
    subject: i18n._('Set up your {brand} account', { brand: BRAND }),
    heading: i18n._('Your {brand} account is ready', { brand: BRAND }),
    intro: i18n._('{reason} Choose a password to sign in.', {
      reason: input.reason?.(i18n) ?? i18n._('An account on {brand} has been created for you.', { brand: BRAND }),
    }),
    buttonLabel: i18n._('Choose a password'),
    link: input.publicUrl + EMAIL_LINK_PATHS.setPassword(input.token),
    expiresIn: formatDuration(i18n, EMAIL_TOKEN_TTL_MS.set_password),
    footnote: i18n._('If you were not expecting this email, you can ignore it.'),
  }));
}

/**
 * Many wrong passwords for this account in a short time (SIGN_IN_LIMITS): the holder hears of it
 * once per burst. Sign-in keeps working for them; the advice is a strong, unique password.
 */
export function signInAlertEmail(input: { to: string; locale: Locale; publicUrl: string }): OutgoingEmail {
  return renderEmail(input.locale, (i18n) => ({
    kind: 'sign_in_alert',
    to: input.to,
    subject: i18n._('Failed sign-in attempts on your {brand} account', { brand: BRAND }),
    heading: i18n._('Someone is trying to sign in to your account'),
    paragraphs: [
      {
        text: i18n._(
          'There were many failed attempts to sign in to your account with a wrong password in the last hour. Further attempts are slowed down; you can still sign in as usual.',
        ),
      },
      {
        text: i18n._(
          'If this was you, there is nothing to do. If not, your password has not been guessed, but choosing a strong password you use nowhere else keeps it that way.',
        ),
      },
    ],
    actions: [{ label: i18n._('Change password'), link: input.publicUrl + EMAIL_LINK_PATHS.requestPasswordReset() }],
  }));
}
