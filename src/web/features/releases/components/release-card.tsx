import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { GoodsRelease } from '@shared/contracts/releases';
import { formatDate } from '@shared/dates';
import { describeGoods } from '@shared/goods';
import { RELEASE_MESSAGES } from '@shared/errors';
import { formatQuantity } from '@shared/sizes';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/error-message';
import { lazyForm } from '@web/components/ui/lazy-form';
import { useChangeRelease } from '../api/change-release';
import { HeldNotice } from './held-notice';
import { ReleaseStatusBadge } from './release-status-badge';

// Opened by one button each; loaded then (lazyForm).
const ApproveReleaseForm = lazyForm(() => import('./approve-release-form').then((module) => module.ApproveReleaseForm));
const ConfirmReleaseForm = lazyForm(() => import('./confirm-release-form').then((module) => module.ConfirmReleaseForm));

/**
 * Which form is open on the card. A form stays open until it is done or cancelled, even when the
 * refetched release no longer allows its action: its own success refetches the release before it
 * reports done, and a form taken away then would never report it (nor hand focus back).
 */
type OpenForm = null | 'approve' | 'confirm';

function goodsOf(release: GoodsRelease): string {
  return describeGoods({ quantity: release.quantity, quantityUnit: release.receipt.quantityUnit, commodity: release.receipt.commodity });
}

/** What became of it, in a sentence, once it was approved by hand, released or cancelled. */
function Outcome({ release }: { release: GoodsRelease }) {
  const unit = release.receipt.quantityUnit;
  if (release.status === 'held') return <HeldNotice invoiceNumbers={release.heldFor} />;
  if (release.status === 'released' && release.released) {
    const leftOn = formatDate(release.released.releasedOn);
    const quantity = formatQuantity(release.released.quantity);
    return (
      <p className="text-sm font-medium text-ink">
        <Trans>
          Goods left on {leftOn}: {quantity} {unit}
        </Trans>
      </p>
    );
  }
  if (release.status === 'cancelled' && release.cancelledAt) {
    const cancelledOn = formatDate(release.cancelledAt);
    return (
      <p className="text-sm font-medium text-ink">
        <Trans>Cancelled on {cancelledOn}</Trans>
      </p>
    );
  }
  return null;
}

type ReleaseCardProps = { bookingId: string; release: GoodsRelease };

/**
 * One release on a booking's page: what leaves and from which receipt, when and with whom, and where
 * it stands. Its actions show only as the server allows them to the viewer (canApprove, canConfirm,
 * canCancel); approving and confirming open a form in place, cancelling asks first.
 */
export function ReleaseCard({ bookingId, release }: ReleaseCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  // After a cancellation its button is gone, so the browser cannot hand focus back to it: the card's heading takes it.
  const [focusRequests, setFocusRequests] = useState(0);
  const cancel = useChangeRelease();
  const goods = goodsOf(release);
  const receiptNumber = release.receipt.number;
  const approvalReason = release.approval?.reason;

  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  const close = () => {
    setOpenForm(null);
    headingRef.current?.focus();
  };

  const facts: [string, string][] = [
    [t`Planned collection`, formatDate(release.plannedOn)],
    [t`Carrier`, release.carrier || t`Not given`],
    [t`Requested`, formatDate(release.requestedAt)],
  ];
  if (release.approval) facts.push([t`Approved`, formatDate(release.approval.approvedAt)]);

  const hasActions = (release.canApprove || release.canConfirm || release.canCancel) && openForm === null;

  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="min-w-0 font-semibold break-words text-ink outline-none">
          {goods}
        </h3>
        <ReleaseStatusBadge status={release.status} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>from receipt {receiptNumber}</Trans>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[400px]:grid-cols-2 sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="font-medium text-ink-muted">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {approvalReason && (
        <p className="mt-3 rounded-md border border-line bg-surface-muted px-4 py-3 text-sm break-words whitespace-pre-line text-ink">
          <Trans>Approved by an administrator while invoices were unpaid: {approvalReason}</Trans>
        </p>
      )}
      <div className="mt-3 empty:hidden">
        <Outcome release={release} />
      </div>
      {hasActions && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {release.canApprove && (
            <Button variant="secondary" size="sm" onClick={() => setOpenForm('approve')} aria-label={t`Approve Release of ${goods}`}>
              <Trans>Approve Release</Trans>
            </Button>
          )}
          {release.canConfirm && (
            <Button variant="secondary" size="sm" onClick={() => setOpenForm('confirm')} aria-label={t`Confirm Goods Out of ${goods}`}>
              <Trans>Confirm Goods Out</Trans>
            </Button>
          )}
          {release.canCancel && (
            <Button
              variant="dangerOutline"
              size="sm"
              onClick={() => {
                cancel.reset();
                setIsCancelling(true);
              }}
              aria-label={t`Cancel Release of ${goods}`}
            >
              <Trans>Cancel Release</Trans>
            </Button>
          )}
        </div>
      )}
      {openForm === 'approve' && (
        <div className="mt-4">
          <ApproveReleaseForm bookingId={bookingId} release={release} onDone={close} onCancel={close} />
        </div>
      )}
      {openForm === 'confirm' && (
        <div className="mt-4">
          <ConfirmReleaseForm bookingId={bookingId} release={release} onDone={close} onCancel={close} />
        </div>
      )}
      <ConfirmDialog
        isOpen={isCancelling}
        title={t`Cancel release?`}
        confirmLabel={t`Cancel Release`}
        pendingLabel={t`Cancelling…`}
        cancelLabel={t`Keep Release`}
        isPending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, RELEASE_MESSAGES.actionFailed) : undefined}
        onConfirm={() =>
          cancel.mutate(
            { action: 'cancel', bookingId, releaseId: release.id },
            {
              onSuccess: () => {
                setIsCancelling(false);
                setFocusRequests((count) => count + 1);
              },
            },
          )
        }
        onCancel={() => setIsCancelling(false)}
      >
        <p>
          <Trans>
            Cancel the release of {goods} from receipt <span className="whitespace-nowrap">{receiptNumber}</span>?
          </Trans>
        </p>
        <p className="mt-2">
          <Trans>The goods stay in store and can be requested again.</Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}
