import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import { LISTING_REQUEST_TOKEN_TTL_MS } from '@shared/contracts/listing-requests';
import { EMAIL_BRAND as BRAND, type EmailAction, type EmailContent, formatDuration, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

/**
 * Emails to the contact of a listing request. Plain text and HTML with inline styles only; every
 * value inserted into the HTML is escaped. Links start with PUBLIC_URL.
 */

/** The page's own link: /warehouse-request?id=...&token=... (the same as paths.listingRequest on screen). */
export function requestEditLink(publicUrl: string, id: string, token: string): string {
  return `${publicUrl}/warehouse-request?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
}

/** A request email: the layout's content with the footnote as its small print. */
function render(input: Omit<EmailContent, 'notes'> & { footnote: string }): OutgoingEmail {
  const { footnote, ...content } = input;
  return renderEmail({ ...content, notes: [footnote] });
}

const warehouseLabel = (name: string) => (name.trim() ? `"${name.trim()}"` : 'your warehouse');
const linkNote = `This private link lets anyone who has it change your request, so keep it to yourself. It works for ${formatDuration(LISTING_REQUEST_TOKEN_TTL_MS)} while the request has not been reviewed.`;

/** After Save as Draft: the link to come back and finish. */
export function draftSavedEmail(input: { to: string; name: string; link: string }): OutgoingEmail {
  return render({
    kind: 'listing_request_draft',
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
    kind: 'listing_request_submitted',
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
    kind: 'listing_request_rejected',
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
  const actions: EmailAction[] = input.setPasswordToken
    ? [{ label: 'Choose a password', link: input.publicUrl + EMAIL_LINK_PATHS.setPassword(input.setPasswordToken) }]
    : [{ label: 'Sign in', link: `${input.publicUrl}/login` }];
  return render({
    kind: 'listing_request_approved',
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
