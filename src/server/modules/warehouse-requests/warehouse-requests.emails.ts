import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import { WAREHOUSE_REQUEST_TOKEN_TTL_MS } from '@shared/contracts/warehouse-requests';
import type { OutgoingEmail } from '../../platform/mail';
import { escapeHtml, formatDuration } from '../auth/auth.emails';

/**
 * Emails to the contact of a listing request. Plain text and HTML with inline styles only; every
 * value inserted into the HTML is escaped. Links start with PUBLIC_URL.
 */

const BRAND = '24WM';
const TAGLINE = "Europe's Trusted Cargo Agent";
const COLORS = { brand: '#1d4ed8', text: '#1f2937', muted: '#6b7280', border: '#e5e7eb', background: '#f3f4f6' };

/** The page's own link: /warehouse-request?id=...&token=... (the same as paths.warehouseRequest on screen). */
export function requestEditLink(publicUrl: string, id: string, token: string): string {
  return `${publicUrl}/warehouse-request?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

type Paragraph = { text: string; muted?: boolean };
type Action = { label: string; link: string };

function render(input: { kind: string; to: string; subject: string; heading: string; paragraphs: Paragraph[]; actions: Action[]; footnote: string }): OutgoingEmail {
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph.text, '']),
    ...input.actions.flatMap((action) => [`${action.label}: ${action.link}`, '']),
    input.footnote,
    '',
    `${BRAND} - ${TAGLINE}`,
  ].join('\n');

  const paragraphs = input.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px 0;font-size:${paragraph.muted ? 13 : 15}px;line-height:22px;color:${paragraph.muted ? COLORS.muted : COLORS.text};white-space:pre-line;">${escapeHtml(paragraph.text)}</p>`,
    )
    .join('\n');
  const actions = input.actions
    .map((action) => {
      const link = escapeHtml(action.link);
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 8px 0;"><tr><td style="border-radius:6px;background:${COLORS.brand};">
<a href="${link}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px 0;font-size:13px;line-height:20px;word-break:break-all;"><a href="${link}" style="color:${COLORS.brand};">${link}</a></p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.border};font-size:22px;font-weight:bold;color:${COLORS.brand};">${BRAND}</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:28px;color:${COLORS.text};">${escapeHtml(input.heading)}</h1>
${paragraphs}
${actions}
<p style="margin:8px 0 24px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">${escapeHtml(input.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted};">${BRAND} &middot; ${escapeHtml(TAGLINE)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

const warehouseLabel = (name: string) => (name.trim() ? `"${name.trim()}"` : 'your warehouse');
const linkNote = `This private link lets anyone who has it change your request, so keep it to yourself. It works for ${formatDuration(WAREHOUSE_REQUEST_TOKEN_TTL_MS)} while the request has not been reviewed.`;

/** After Save as Draft: the link to come back and finish. */
export function draftSavedEmail(input: { to: string; name: string; link: string }): OutgoingEmail {
  return render({
    kind: 'warehouse_request_draft',
    to: input.to,
    subject: `Your ${BRAND} warehouse request draft is saved`,
    heading: 'Your draft is saved',
    paragraphs: [
      { text: `We saved your request to list ${warehouseLabel(input.name)} as a draft. Continue editing whenever you are ready and submit it for review.` },
      { text: linkNote, muted: true },
    ],
    actions: [{ label: 'Continue Editing', link: input.link }],
    footnote: 'If you did not start this request, you can ignore this email.',
  });
}

/** After Submit Request (also after editing a submitted request). */
export function requestSubmittedEmail(input: { to: string; name: string; link: string }): OutgoingEmail {
  return render({
    kind: 'warehouse_request_submitted',
    to: input.to,
    subject: `We received your ${BRAND} warehouse request`,
    heading: 'Thank you for your request',
    paragraphs: [
      { text: `Your request to list ${warehouseLabel(input.name)} has been submitted. Our team will review it and let you know by email.` },
      { text: 'Until then you can still change it through the link below.' },
      { text: linkNote, muted: true },
    ],
    actions: [{ label: 'Edit Submission', link: input.link }],
    footnote: 'If you did not send this request, please let us know by replying to this email.',
  });
}

export function requestRejectedEmail(input: { to: string; name: string; reason: string }): OutgoingEmail {
  return render({
    kind: 'warehouse_request_rejected',
    to: input.to,
    subject: `Your ${BRAND} warehouse request was not approved`,
    heading: 'Your warehouse request was not approved',
    paragraphs: [
      { text: `We reviewed your request to list ${warehouseLabel(input.name)} and cannot approve it. Our reviewer wrote:` },
      { text: input.reason },
      { text: 'You are welcome to send a new request with the changes.' },
    ],
    actions: [],
    footnote: 'If you have questions, reply to this email.',
  });
}

/**
 * The listing is live. A new account gets the set-password link (the spec's "registration link");
 * an existing account signs in as before and finds the warehouse on its dashboard.
 */
export function requestApprovedEmail(input: {
  to: string;
  name: string;
  publicUrl: string;
  warehouseId: string;
  setPasswordToken: string | null;
}): OutgoingEmail {
  const listing = `${input.publicUrl}/m-warehouses/${encodeURIComponent(input.warehouseId)}`;
  const actions: Action[] = input.setPasswordToken
    ? [{ label: 'Choose a password', link: input.publicUrl + EMAIL_LINK_PATHS.setPassword(input.setPasswordToken) }]
    : [{ label: 'Sign in', link: `${input.publicUrl}/login` }];
  return render({
    kind: 'warehouse_request_approved',
    to: input.to,
    subject: `Your ${BRAND} warehouse request was approved`,
    heading: 'Your warehouse is now listed',
    paragraphs: [
      { text: `Good news: your request to list ${warehouseLabel(input.name)} was approved and the warehouse is now in our catalogue.` },
      input.setPasswordToken
        ? {
            text: `We created a warehouse owner account for ${input.to}. Choose a password to sign in and manage your warehouse. The link expires in ${formatDuration(EMAIL_TOKEN_TTL_MS.set_password)} and can be used once.`,
          }
        : { text: `Sign in with your account ${input.to} to manage the warehouse from your dashboard.` },
    ],
    actions: [...actions, { label: 'View your warehouse', link: listing }],
    footnote: 'Welcome aboard.',
  });
}
