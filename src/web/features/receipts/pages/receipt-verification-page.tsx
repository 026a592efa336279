import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { ReceiptVerification } from '@shared/contracts/receipts';
import { formatDate } from '@shared/dates';
import { RECEIPT_MESSAGES } from '@shared/errors';
import type { ReceiptStatus } from '@shared/statuses/receipt';
import { paths } from '@web/app/paths';
import { RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { PanelSection } from '@web/components/ui/panel-section';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useReceiptVerification } from '../api/get-receipt-verification';
import { ReceiptStatusBadge } from '../components/receipt-status-badge';
import { ReceivedGoods } from '../components/received-goods';

// The helpers below use the global `t`: ReceiptVerificationPage, which calls them while it renders,
// calls useLingui(), so they run again when the language changes.

function loadTexts(): RecordLoadTexts {
  return {
    loading: t`Checking the receipt…`,
    heading: t`Receipt Not Verified`,
    notFound: RECEIPT_MESSAGES.verificationNotFound,
    failed: t`Failed to check the receipt. Please try again.`,
  };
}

/** What the status means for someone relying on the receipt, in one sentence. */
function standing(receipt: ReceiptVerification): string {
  const newer = receipt.supersededByNumber;
  const says: Record<ReceiptStatus, string> = {
    valid: t`This receipt is valid: the goods below are in store.`,
    partly_released: t`This receipt is valid for the quantity still in store; part of the goods has been released.`,
    released: t`All goods of this receipt have been released. It no longer stands for goods in store.`,
    superseded: newer
      ? t`This receipt was corrected and is no longer valid. It was superseded by ${newer}.`
      : t`This receipt was corrected and is no longer valid. It was superseded by a newer receipt.`,
    cancelled: t`This receipt was cancelled. It does not stand for any goods.`,
  };
  return says[receipt.status];
}

/**
 * /receipts/verify/{token}: a warehouse receipt as a bank lending against the goods, or a buyer, checks
 * it — no sign-in, the link is the key (issue #38). It shows the receipt's standing, the warehouse, the
 * depositor's company and the goods; never prices or anyone's contact details.
 */
export function ReceiptVerificationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify a Warehouse Receipt`);
  const { token = '' } = useParams();
  const verification = useReceiptVerification(token);

  if (!verification.isSuccess) {
    return <RecordLoadState query={verification} texts={loadTexts()} notFoundStatuses={[404, 400]} backLabel={t`Go to the home page`} backTo={paths.home.getHref()} />;
  }
  const receipt = verification.data;
  const isCurrent = receipt.status === 'valid' || receipt.status === 'partly_released';
  const issuedOn = formatDate(receipt.issuedAt);
  const issuerName = receipt.issuer.name;
  const issuerAddress = receipt.issuer.address;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        <Trans>Warehouse receipt verification</Trans>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight whitespace-nowrap text-ink">{receipt.number}</h1>
        <ReceiptStatusBadge status={receipt.status} />
      </div>
      <p
        className={`mt-4 rounded-md border px-4 py-3 text-sm font-medium ${isCurrent ? 'border-green-300 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
      >
        {standing(receipt)}
      </p>
      <PanelSection title={<Trans>Issued {issuedOn}</Trans>} className="mt-6">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-ink-muted">
            <Trans>Warehouse</Trans>
          </dt>
          <dd className="text-ink">
            {receipt.warehouse.name}, {receipt.warehouse.city}, {receipt.warehouse.country}
          </dd>
          <dt className="font-medium text-ink-muted">
            <Trans>Depositor</Trans>
          </dt>
          <dd className="text-ink">{receipt.depositorCompany ?? t`A private depositor (no company given)`}</dd>
        </dl>
      </PanelSection>
      <PanelSection title={<Trans>Goods</Trans>} className="mt-6">
        <ReceivedGoods goods={receipt} />
      </PanelSection>
      <p className="mt-6 text-sm text-ink-muted">
        <Trans>
          Issued by {issuerName}, {issuerAddress}, for the warehouse named above. This page always shows the receipt as it stands now.
        </Trans>
      </p>
    </div>
  );
}
