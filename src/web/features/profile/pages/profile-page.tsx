import { Trans, useLingui } from '@lingui/react/macro';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { RetryAlert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { PayoutBankAccountSection } from '../components/payout-bank-account-section';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile Settings`);
  const profile = useProfile();
  const { user } = useSession();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>Profile Settings</Trans>
      </h1>
      <p className="mt-2 text-ink-muted">
        <Trans>Your contact and company details, used on inquiries, offers and invoices.</Trans>
      </p>
      <div className="mt-8 rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
        {profile.isPending && <Spinner label={t`Loading your profile…`} showLabel />}
        {profile.isError && (
          <RetryAlert message={WAREHOUSE_MESSAGES.profileFetchFailed} retryLabel={t`Try again`} onRetry={profile.refetch} />
        )}
        {profile.data && <ProfileForm profile={profile.data} userId={user?.id ?? null} />}
      </div>
      {/* Warehouse owners are paid out by bank transfer (issue #39). */}
      {can(user, 'payout-account:manage') && <PayoutBankAccountSection />}
    </div>
  );
}
