import { ArrowLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/api-client';

/** A detail screen's way back, above its heading ("Back to Bookings"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      {children}
    </Link>
  );
}

/** A detail screen's head: its way back, then its heading with the record's status beside it. */
export function DetailHeading({ backTo, backLabel, status, children }: { backTo: string; backLabel: ReactNode; status: ReactNode; children: ReactNode }) {
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{children}</h1>
        {status}
      </div>
    </>
  );
}

/** A detail screen's load failure: heading, the reason, and one way back. */
export function LoadError({
  heading,
  message,
  actionLabel,
  onAction,
}: {
  heading: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{heading}</h1>
      <p role="alert" className="mt-2 text-ink-muted">
        {message}
      </p>
      <Button className="mt-6" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}

/** What a detail screen says about its record until it is there. */
export type RecordLoadTexts = {
  /** Said by the spinner while the record loads. */
  loading: string;
  /** The heading of a failure. */
  heading: string;
  /** The reason when the record is not found (it does not exist, or the viewer may not see it). */
  notFound: string;
  /** The reason for any other failure. */
  failed: string;
  /** The heading when the record is not found, where it differs. */
  notFoundHeading?: string;
};

type RecordLoadStateProps = {
  query: { isPending: boolean; error: unknown };
  texts: RecordLoadTexts;
  /** The statuses that mean "not found"; some screens count a malformed id (400) too. */
  notFoundStatuses?: readonly number[];
  backLabel: string;
  /** Where the back button goes (the list, or the record the screen belongs to). */
  backTo: string;
};

/**
 * A detail screen until its record is there (render it while the query has not succeeded): a
 * spinner while it loads, then LoadError telling a missing record from any other failure.
 */
export function RecordLoadState({ query, texts, notFoundStatuses = [404], backLabel, backTo }: RecordLoadStateProps) {
  const navigate = useNavigate();
  if (query.isPending) return <PageSpinner label={texts.loading} />;
  const isNotFound = isApiError(query.error) && notFoundStatuses.includes(query.error.status);
  return (
    <LoadError
      heading={(isNotFound && texts.notFoundHeading) || texts.heading}
      message={isNotFound ? texts.notFound : texts.failed}
      actionLabel={backLabel}
      onAction={() => void navigate(backTo)}
    />
  );
}
