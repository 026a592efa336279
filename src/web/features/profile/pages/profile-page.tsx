import { Trans, useLingui } from '@lingui/react/macro';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { RetryAlert } from '@web/components/ui/alert';
import { Page } from '@web/components/ui/page';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useProfile } from '../api/get-profile';
import { PayoutBankAccountSection } from '../components/payout-bank-account-section';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const { user } = useSession();

  return (
    <Page title={t`Profile Settings`} lead={<Trans>Your contact and company details, used on inquiries, offers and invoices.</Trans>} width="3xl">
      <div className="mt-8 panel p-6 sm:p-8">
        {profile.isPending && <Spinner label={t`Loading your profile…`} showLabel />}
        {profile.isError && (
          <RetryAlert message={WAREHOUSE_MESSAGES.profileFetchFailed} retryLabel={t`Try again`} onRetry={profile.refetch} />
        )}
        {profile.data && <ProfileForm profile={profile.data} userId={user?.id ?? null} />}
      </div>
      {/* Warehouse owners are paid out by bank transfer (issue #39). */}
      {can(user, 'payout-account:manage') && <PayoutBankAccountSection />}
    </Page>
  );
}
