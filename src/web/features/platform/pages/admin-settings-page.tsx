import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Page } from '@web/components/ui/page';
import { PlatformFeatureGrid } from '../components/platform-feature-grid';
import { InvoiceIssuerForm } from '../components/invoice-issuer-form';
import { OwnerPayoutSettingsForm } from '../components/owner-payout-settings-form';
import { OwnersSeeFeeSwitch } from '../components/owners-see-fee-switch';
import { PlatformFeeForm } from '../components/platform-fee-form';

/** One card of settings: its heading, what it is about (where it needs saying), then its form. */
function SettingsSection({ id, title, lead, children }: { id: string; title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 panel p-6">
      <h2 id={id} className={lead ? 'text-xl font-bold text-ink' : 'mb-4 text-xl font-bold text-ink'}>
        {title}
      </h2>
      {lead && <p className="mt-1 mb-4 text-sm text-ink-muted">{lead}</p>}
      {children}
    </section>
  );
}

export function AdminSettingsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Platform Settings`} lead={<Trans>Settings that administrators can change for the whole platform.</Trans>}>
      <SettingsSection id="platform-fee-heading" title={<Trans>Platform Fee</Trans>}>
        <PlatformFeeForm />
        <div className="mt-8 border-t border-line pt-6">
          <OwnersSeeFeeSwitch />
        </div>
      </SettingsSection>
      <SettingsSection
        id="owner-payouts-heading"
        title={<Trans>Owner Payouts</Trans>}
        lead={<Trans>What the platform keeps of owners’ amounts, and the smallest sum a payout run pays.</Trans>}
      >
        <OwnerPayoutSettingsForm />
      </SettingsSection>
      <SettingsSection
        id="invoice-issuer-heading"
        title={<Trans>Invoice Details</Trans>}
        lead={<Trans>The seller every invoice names, and where traders pay. Each invoice keeps the details it was issued with.</Trans>}
      >
        <InvoiceIssuerForm />
      </SettingsSection>
      <section className="mt-10">
        <PlatformFeatureGrid title={t`Platform Features`} />
      </section>
    </Page>
  );
}
