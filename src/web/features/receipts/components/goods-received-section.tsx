import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WarehouseReceipt } from '@shared/contracts/receipts';
import { formatDateTime } from '@shared/dates';
import { RECEIPT_MESSAGES } from '@shared/errors';
import { Button } from '@web/components/ui/button';
import { RecordListSection } from '@web/components/ui/record-list-section';
import { referenceText } from '@web/lib/reference-texts';
import { lazyForm } from '@web/components/ui/lazy-form';
import { useBookingReceipts } from '../api/get-booking-receipts';
import { ReceiptStatusBadge } from './receipt-status-badge';
import { ReceivedGoods } from './received-goods';

// Opened by one button each; loaded then (lazyForm).
const GoodsReceivedForm = lazyForm(() => import('./goods-received-form').then((module) => module.GoodsReceivedForm));

type GoodsReceivedSectionProps = {
  bookingId: string;
  spaces: readonly { id: string; spaceTypeName: string }[];
};

/** Which form is open: none, a new arrival, or the correction of a receipt. */
type OpenForm = null | { correcting?: WarehouseReceipt };

/** A receipt's photos as thumbnails, each opening the full photo in a new tab (private: only the booking's people load them). */
function ReceiptPhotos({ receipt }: { receipt: WarehouseReceipt }) {
  const { t } = useLingui();
  const number = receipt.number;
  if (receipt.photos.length === 0) return null;
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t`Photos of ${number}`}>
      {receipt.photos.map((photo, index) => {
        const position = index + 1;
        return (
          <li key={photo.id} className="min-w-0">
            <a
              href={photo.url}
              target="_blank"
              rel="noopener"
              className="block rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.thumbnailUrl}
                alt={t`Photo ${position} of ${number}`}
                width={480}
                height={360}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full rounded border border-line bg-surface-muted object-cover"
              />
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function ReceiptCard({ receipt, onCorrect }: { receipt: WarehouseReceipt; onCorrect: (() => void) | null }) {
  const { t } = useLingui();
  const headingId = useId();
  const number = receipt.number;
  const spaceType = referenceText(receipt.bookingSpace.spaceTypeName);
  const issuedAt = formatDateTime(receipt.issuedAt);
  const supersededBy = receipt.supersededBy?.number;
  const supersedes = receipt.supersedes?.number;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold whitespace-nowrap text-ink">
          {receipt.number}
        </h3>
        <ReceiptStatusBadge status={receipt.status} />
        <span className="text-sm text-ink-muted">
          <Trans>
            {spaceType} · issued {issuedAt}
          </Trans>
        </span>
      </div>
      {supersededBy && (
        <p className="mt-2 text-sm font-medium text-ink">
          <Trans>Superseded by {supersededBy}</Trans>
        </p>
      )}
      {supersedes && (
        <p className="mt-2 text-sm text-ink-muted">
          <Trans>Corrects {supersedes}</Trans>
        </p>
      )}
      <div className="mt-3">
        <ReceivedGoods goods={receipt} />
      </div>
      <ReceiptPhotos receipt={receipt} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={receipt.verificationPath}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          aria-label={t`Verification page of ${number}`}
        >
          <Trans>Verification page</Trans>
        </Link>
        <a
          href={receipt.pdfPath}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          aria-label={t`Download ${number} (PDF)`}
        >
          <Trans>Download PDF</Trans>
        </a>
        {onCorrect && (
          <Button variant="secondary" size="sm" onClick={onCorrect} aria-label={t`Correct ${number}`}>
            <Trans>Correct</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Goods received" on a booking's page: its warehouse receipts, newest first, for everyone on the
 * booking; its warehouse's owner and administrators record arrivals and correct receipts here (issue
 * #38). Each receipt links to its public verification page, the link a bank or a buyer is given.
 */
export function GoodsReceivedSection({ bookingId, spaces }: GoodsReceivedSectionProps) {
  const { t } = useLingui();
  const receipts = useBookingReceipts(bookingId);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setOpenForm(null);
    headingRef.current?.focus();
  };

  return (
    <RecordListSection
      title={<Trans>Goods received</Trans>}
      headingRef={headingRef}
      action={receipts.data?.canRecord && openForm === null ? { label: <Trans>Record Goods Received</Trans>, onClick: () => setOpenForm({}) } : null}
      form={
        openForm && (
          <GoodsReceivedForm
            key={openForm.correcting?.id ?? 'new'}
            bookingId={bookingId}
            spaces={spaces}
            correcting={openForm.correcting}
            onDone={close}
            onCancel={close}
          />
        )
      }
      query={receipts}
      loadingLabel={t`Loading goods received…`}
      loadFailed={RECEIPT_MESSAGES.loadFailed}
      empty={
        receipts.data?.canRecord ? (
          <Trans>No goods received yet. Record each arrival here: it issues a warehouse receipt.</Trans>
        ) : (
          <Trans>No goods received yet. A warehouse receipt appears here for each arrival.</Trans>
        )
      }
    >
      {(receipt) => (
        <ReceiptCard key={receipt.id} receipt={receipt} onCorrect={receipt.canCorrect && openForm === null ? () => setOpenForm({ correcting: receipt }) : null} />
      )}
    </RecordListSection>
  );
}
