import type { I18n } from '@lingui/core';
import { EMAIL_LINK_PATHS, EMAIL_TOKEN_TTL_MS } from '@shared/contracts/auth';
import { LISTING_REQUEST_TOKEN_TTL_MS } from '@shared/contracts/listing-requests';
import type { Locale } from '@shared/locales';
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

const warehouseLabel = (i18n: I18n, name: string) => (name.trim() ? i18n._('"{name}"', { name: name.trim() }) : i18n._('your warehouse'));
const linkNote = (i18n: I18n) =>
  i18n._(
    'This private link lets anyone who has it change your request, so keep it to yourself. It works for {duration} while the request has not been reviewed.',
    { duration: formatDuration(i18n, LISTING_REQUEST_TOKEN_TTL_MS) },
  );

type RequestEmailInput = { to: string; locale: Locale; name: string };
type RequestEmailContent = Omit<EmailContent, 'kind' | 'to' | 'notes'> & { footnote: string };

/**
 * A request email to its contact, in the contact's language: the layout's content with the footnote
 * as its small print. `warehouse` is how the texts name the warehouse ("Harbour Hall" or "your warehouse").
 */
function render(input: RequestEmailInput, kind: string, write: (i18n: I18n, warehouse: string) => RequestEmailContent): OutgoingEmail {
  return renderEmail(input.locale, (i18n) => {
    const { footnote, ...content } = write(i18n, warehouseLabel(i18n, input.name));
    return { kind, to: input.to, ...content, notes: [footnote] };
  });
}

/** After Save as Draft: the link to come back and finish. */
export function draftSavedEmail(input: RequestEmailInput & { link: string }): OutgoingEmail {
  return render(input, 'listing_request_draft', (i18n, warehouse) => ({
    subject: i18n._('Your {brand} warehouse request draft is saved', { brand: BRAND }),
    heading: i18n._('Your draft is saved'),
    paragraphs: [
      {
        text: i18n._('We saved your request to list {warehouse} as a draft. Continue editing whenever you are ready and submit it for review.', { warehouse }),
      },
      { text: linkNote(i18n), muted: true },
    ],
    actions: [{ label: i18n._('Continue Editing'), link: input.link }],
    footnote: i18n._('If you did not start this request, you can ignore this email.'),
  }));
}

/** After Submit Request (also after editing a submitted request). */
export function requestSubmittedEmail(input: RequestEmailInput & { link: string }): OutgoingEmail {
  return render(input, 'listing_request_submitted', (i18n, warehouse) => ({
    subject: i18n._('We received your {brand} warehouse request', { brand: BRAND }),
    heading: i18n._('Thank you for your request'),
    paragraphs: [
      {
        text: i18n._('Your request to list {warehouse} has been submitted. Our team will review it and let you know by email.', { warehouse }),
      },
      { text: i18n._('Until then you can still change it through the link below.') },
      { text: linkNote(i18n), muted: true },
    ],
    actions: [{ label: i18n._('Edit Submission'), link: input.link }],
    footnote: i18n._('If you did not send this request, please let us know by replying to this email.'),
  }));
}

export function requestRejectedEmail(input: RequestEmailInput & { reason: string }): OutgoingEmail {
  return render(input, 'listing_request_rejected', (i18n, warehouse) => ({
    subject: i18n._('Your {brand} warehouse request was not approved', { brand: BRAND }),
    heading: i18n._('Your warehouse request was not approved'),
    paragraphs: [
      {
        text: i18n._('We reviewed your request to list {warehouse} and cannot approve it. Our reviewer wrote:', { warehouse }),
      },
      { text: input.reason },
      { text: i18n._('You are welcome to send a new request with the changes.') },
    ],
    actions: [],
    footnote: i18n._('If you have questions, reply to this email.'),
  }));
}

/**
 * The listing is live. A new account gets the set-password link (the spec's "registration link");
 * an existing account signs in as before and finds the warehouse on its dashboard.
 */
export function requestApprovedEmail(
  input: RequestEmailInput & {
    publicUrl: string;
    warehouseId: string;
    setPasswordToken: string | null;
  },
): OutgoingEmail {
  const listing = `${input.publicUrl}/m-warehouses/${encodeURIComponent(input.warehouseId)}`;
  return render(input, 'listing_request_approved', (i18n, warehouse) => {
    const actions: EmailAction[] = input.setPasswordToken
      ? [{ label: i18n._('Choose a password'), link: input.publicUrl + EMAIL_LINK_PATHS.setPassword(input.setPasswordToken) }]
      : [{ label: i18n._('Sign in'), link: `${input.publicUrl}/login` }];
    return {
      subject: i18n._('Your {brand} warehouse request was approved', { brand: BRAND }),
      heading: i18n._('Your warehouse is now listed'),
      paragraphs: [
        {
          text: i18n._('Good news: your request to list {warehouse} was approved and the warehouse is now in our catalogue.', { warehouse }),
        },
        input.setPasswordToken
          ? {
              text: i18n._(
                'We created a warehouse owner account for {email}. Choose a password to sign in and manage your warehouse. The link expires in {duration} and can be used once.',
                { email: input.to, duration: formatDuration(i18n, EMAIL_TOKEN_TTL_MS.set_password) },
              ),
            }
          : { text: i18n._('Sign in with your account {email} to manage the warehouse from your dashboard.', { email: input.to }) },
      ],
      actions: [...actions, { label: i18n._('View your warehouse'), link: listing }],
      footnote: i18n._('Welcome aboard.'),
    };
  });
}
