import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import type { OutgoingEmail } from '../../platform/mail';

/**
 * The account emails. Each has a plain-text part (read by text-only clients and spam filters) and
 * an HTML part with inline styles only (mail clients drop <style> and external CSS). Everything
 * inserted into the HTML is escaped.
 */

const BRAND = '24WM';
const TAGLINE = "Europe's Trusted Cargo Agent";
const COLORS = { brand: '#1d4ed8', text: '#1f2937', muted: '#6b7280', border: '#e5e7eb', background: '#f3f4f6' };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 86_400_000 -> "24 hours", 3_600_000 -> "1 hour", 604_800_000 -> "7 days". */
export function formatDuration(ms: number): string {
  const hours = Math.round(ms / (60 * 60 * 1000));
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  if (hours >= 1) return hours === 1 ? '1 hour' : `${hours} hours`;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

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
  const text = [
    email.heading,
    '',
    email.intro,
    '',
    `${email.buttonLabel}: ${email.link}`,
    '',
    `This link expires in ${email.expiresIn} and can be used once.`,
    email.footnote,
    '',
    `${BRAND} - ${TAGLINE}`,
  ].join('\n');

  const link = escapeHtml(email.link);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.border};font-size:22px;font-weight:bold;color:${COLORS.brand};">${BRAND}</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:28px;color:${COLORS.text};">${escapeHtml(email.heading)}</h1>
<p style="margin:0 0 24px 0;font-size:15px;line-height:22px;">${escapeHtml(email.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:6px;background:${COLORS.brand};">
<a href="${link}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(email.buttonLabel)}</a>
</td></tr></table>
<p style="margin:24px 0 8px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px 0;font-size:13px;line-height:20px;word-break:break-all;"><a href="${link}" style="color:${COLORS.brand};">${link}</a></p>
<p style="margin:0 0 8px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">This link expires in ${escapeHtml(email.expiresIn)} and can be used once.</p>
<p style="margin:0 0 24px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">${escapeHtml(email.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted};">${BRAND} &middot; ${escapeHtml(TAGLINE)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind: email.kind, to: email.to, subject: email.subject, text, html };
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
