import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { RELEASE_MESSAGES } from '@shared/errors';
import { RecordListSection } from '@web/components/ui/record-list-section';
import { lazyForm } from '@web/components/ui/lazy-form';
import { useBookingReleases } from '../api/get-booking-releases';
import { ReleaseCard } from './release-card';

// Opened by one button each; loaded then (lazyForm).
const RequestReleaseForm = lazyForm(() => import('./request-release-form').then((module) => module.RequestReleaseForm));

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setIsRequesting(false);
    headingRef.current?.focus();
  };
  const data = releases.data;
  const canRequest = Boolean(data?.canRequest && data.releasable.length > 0);

  return (
    <RecordListSection
      title={<Trans>Goods out</Trans>}
      headingRef={headingRef}
      action={canRequest && !isRequesting ? { label: <Trans>Request Release</Trans>, onClick: () => setIsRequesting(true) } : null}
      form={
        // Open until done or cancelled: a request that takes the last free goods empties `releasable` before it reports done.
        data && isRequesting && (
          <RequestReleaseForm bookingId={bookingId} releasable={data.releasable} unpaidInvoiceNumbers={data.unpaidInvoiceNumbers} onDone={close} onCancel={close} />
        )
      }
      query={releases}
      loadingLabel={t`Loading goods out…`}
      loadFailed={RELEASE_MESSAGES.loadFailed}
      empty={
        canRequest ? (
          <Trans>No goods released yet. Request a release here when goods are to be collected.</Trans>
        ) : (
          <Trans>No goods released yet. A release appears here when goods are requested to leave the warehouse.</Trans>
        )
      }
    >
      {(release) => <ReleaseCard key={release.id} bookingId={bookingId} release={release} />}
    </RecordListSection>
  );
}
