import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '@web/components/ui/page';
import { PlatformFeatureGrid } from '../components/platform-feature-grid';
import { InvoiceIssuerForm } from '../components/invoice-issuer-form';
import { OwnerPayoutSettingsForm } from '../components/owner-payout-settings-form';
import { OwnersSeeFeeSwitch } from '../components/owners-see-fee-switch';
import { PlatformFeeForm } from '../components/platform-fee-form';

export function AdminSettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Platform Settings`} lead={<Trans>Settings that administrators can change for the whole platform.</Trans>}>
      <section aria-labelledby="platform-fee-heading" className="mt-10 rounded-xl border border-line bg-white p-6 shadow-sm">
        <h2 id="platform-fee-heading" className="mb-4 text-xl font-bold text-ink">
          <Trans>Platform Fee</Trans>
        </h2>
        <PlatformFeeForm />
        <div className="mt-8 border-t border-line pt-6">
          <OwnersSeeFeeSwitch />
        </div>
      </section>
      <section aria-labelledby="owner-payouts-heading" className="mt-10 rounded-xl border border-line bg-white p-6 shadow-sm">
        <h2 id="owner-payouts-heading" className="text-xl font-bold text-ink">
          <Trans>Owner Payouts</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">
          <Trans>What the platform keeps of owners’ amounts, and the smallest sum a payout run pays.</Trans>
        </p>
        <OwnerPayoutSettingsForm />
      </section>
      <section aria-labelledby="invoice-issuer-heading" className="mt-10 rounded-xl border border-line bg-white p-6 shadow-sm">
        <h2 id="invoice-issuer-heading" className="text-xl font-bold text-ink">
          <Trans>Invoice Details</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">
          <Trans>The seller every invoice names, and where traders pay. Each invoice keeps the details it was issued with.</Trans>
        </p>
        <InvoiceIssuerForm />
      </section>
      <section className="mt-10">
        <PlatformFeatureGrid title={t`Platform Features`} />
      </section>
    </Page>
  );
}
