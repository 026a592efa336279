import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { buttonClassName } from '@web/components/ui/button';

type ListingRequestSuccessProps = {
  request: ListingRequestDetail;
  /** The private link's page: /warehouse-request?id=...&token=... */
  editHref: string;
  onContinue: () => void;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** After a save (spec 01 section 2): Draft Saved or Submission Successful, a summary and the way back to the form. */
export function ListingRequestSuccess({ request, editHref, onContinue }: ListingRequestSuccessProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isDraft = request.status === 'draft';
  const location = [request.address, request.city, request.country].filter(Boolean).join(', ');
  const contact = [`${request.firstName} ${request.lastName}`.trim(), request.contactEmail].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    [t`Warehouse`, request.name || t`Not given yet`],
    [t`Location`, location || t`Not given yet`],
    [t`Contact`, contact || t`Not given yet`],
    [t`Spaces`, String(request.spaces.length)],
  ];
  const email = request.contactEmail;
  return (
    <section className="panel p-6 sm:p-8" aria-labelledby="request-success-heading">
      <CircleCheck aria-hidden="true" className="size-10 text-accent-700" />
      <h1 id="request-success-heading" ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-ink focus:outline-none">
        {isDraft ? <Trans>Draft Saved</Trans> : <Trans>Submission Successful</Trans>}
      </h1>
      <p className="mt-2 text-ink-muted">
        {isDraft ? (
          <Trans>Your warehouse request is saved as a draft. Continue editing and submit it when it is complete.</Trans>
        ) : (
          <Trans>Thank you. Our team will review your warehouse request and contact you by email.</Trans>
        )}
      </p>
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-ink">
        {EMAIL_PATTERN.test(email) ? (
          <Trans>A confirmation email with a link to this request has been sent to {email}.</Trans>
        ) : (
          <Trans>Add a contact email to receive a confirmation email with a link to this request. Until then, keep this page's address to come back.</Trans>
        )}
      </p>
      <Link to={editHref} onClick={onContinue} className={`${buttonClassName('primary', 'lg')} mt-6`}>
        {isDraft ? <Trans>Continue Editing</Trans> : <Trans>Edit Submission</Trans>}
      </Link>
    </section>
  );
}
