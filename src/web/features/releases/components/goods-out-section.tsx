import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { RELEASE_MESSAGES } from '@shared/errors';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useBookingReleases } from '../api/get-booking-releases';
import { ReleaseCard } from './release-card';
import { RequestReleaseForm } from './request-release-form';

/**
 * "Goods out" on a booking's page (issue #38, decision 217): the releases of its goods, newest first,
 * for everyone on the booking. The trader (or an administrator) requests one from a receipt with goods
 * free to release; it is held while invoices are unpaid, and an administrator may approve it anyway,
 * with a reason; the warehouse's owner confirms the goods left. The section refetches on the server's
 * "releases" live event, so each of them sees the others' steps.
 */
export function GoodsOutSection({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const releases = useBookingReleases(bookingId);
  const [isRequesting, setIsRequesting] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setIsRequesting(false);
    headingRef.current?.focus();
  };
  const data = releases.data;
  const canRequest = Boolean(data?.canRequest && data.releasable.length > 0);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          <Trans>Goods out</Trans>
        </h2>
        {canRequest && !isRequesting && (
          <Button size="sm" onClick={() => setIsRequesting(true)}>
            <Trans>Request Release</Trans>
          </Button>
        )}
      </div>
      {/* Open until done or cancelled: a request that takes the last free goods empties `releasable` before it reports done. */}
      {data && isRequesting && (
        <div className="mb-4">
          <RequestReleaseForm bookingId={bookingId} releasable={data.releasable} unpaidInvoiceNumbers={data.unpaidInvoiceNumbers} onDone={close} onCancel={close} />
        </div>
      )}
      {releases.isPending ? (
        <Spinner label={t`Loading goods out…`} />
      ) : releases.isError ? (
        <RetryAlert message={errorMessage(releases.error, RELEASE_MESSAGES.loadFailed)} onRetry={releases.refetch} />
      ) : releases.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {canRequest ? (
            <Trans>No goods released yet. Request a release here when goods are to be collected.</Trans>
          ) : (
            <Trans>No goods released yet. A release appears here when goods are requested to leave the warehouse.</Trans>
          )}
        </p>
      ) : (
        <ul className="space-y-3">
          {releases.data.items.map((release) => (
            <ReleaseCard key={release.id} bookingId={bookingId} release={release} />
          ))}
        </ul>
      )}
    </section>
  );
}
