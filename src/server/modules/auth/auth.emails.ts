import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import { EMAIL_BRAND as BRAND, formatDuration, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/** The account emails: each asks the reader to follow one single-use link. */

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

function renderActionEmail(email: ActionEmail): OutgoingEmail {
  return renderEmail({
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    heading: email.heading,
    paragraphs: [{ text: email.intro }],
    actions: [{ label: email.buttonLabel, link: email.link }],
    notes: [`This link expires in ${email.expiresIn} and can be used once.`, email.footnote],
  });
}

export function verificationEmail(input: { to: string; publicUrl: string; token: string }): OutgoingEmail {
  return renderActionEmail({
    kind: 'verify_email',
    to: input.to,
    subject: `Verify your email for ${BRAND}`,
    heading: 'Confirm your email address',
    intro: `Welcome to ${BRAND}. Please confirm that this is your email address to finish creating your account.`,
    buttonLabel: 'Verify email',
    link: input.publicUrl + EMAIL_LINK_PATHS.verifyEmail(input.token),
    expiresIn: formatDuration(EMAIL_TOKEN_TTL_MS.verify_email),
    footnote: 'If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetEmail(input: { to: string; publicUrl: string; token: string }): OutgoingEmail {
  return renderActionEmail({
    kind: 'reset_password',
    to: input.to,
    subject: `Reset your ${BRAND} password`,
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    buttonLabel: 'Reset password',
    link: input.publicUrl + EMAIL_LINK_PATHS.resetPassword(input.token),
    expiresIn: formatDuration(EMAIL_TOKEN_TTL_MS.reset_password),
    footnote: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}

/**
 * An account made for someone else (by an administrator, or on approving a listing request):
 * they choose their own password. `reason` is one sentence saying why they get an account.
 */
export function setPasswordEmail(input: { to: string; publicUrl: string; token: string; reason?: string }): OutgoingEmail {
  return renderActionEmail({
    kind: 'set_password',
    to: input.to,
    subject: `Set up your ${BRAND} account`,
    heading: `Your ${BRAND} account is ready`,
    intro: `${input.reason ?? `An account on ${BRAND} has been created for you.`} Choose a password to sign in.`,
    buttonLabel: 'Choose a password',
    link: input.publicUrl + EMAIL_LINK_PATHS.setPassword(input.token),
    expiresIn: formatDuration(EMAIL_TOKEN_TTL_MS.set_password),
    footnote: 'If you were not expecting this email, you can ignore it.',
  });
}

/**
 * Many wrong passwords for this account in a short time (SIGN_IN_LIMITS): the holder hears of it
 * once per burst. Sign-in keeps working for them; the advice is a strong, unique password.
 */
export function signInAlertEmail(input: { to: string; publicUrl: string }): OutgoingEmail {
  return renderEmail({
    kind: 'sign_in_alert',
    to: input.to,
    subject: `Failed sign-in attempts on your ${BRAND} account`,
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      { text: 'There were many failed attempts to sign in to your account with a wrong password in the last hour. Further attempts are slowed down; you can still sign in as usual.' },
      { text: 'If this was you, there is nothing to do. If not, your password has not been guessed, but choosing a strong password you use nowhere else keeps it that way.' },
    ],
    actions: [{ label: 'Change password', link: input.publicUrl + EMAIL_LINK_PATHS.requestPasswordReset() }],
  });
}
