import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AdminUser } from '@shared/contracts/users';
import { GENERIC_MESSAGES, USER_MESSAGES } from '@shared/errors';
import type { Role } from '@shared/roles';
import { formatWholeNumber } from '@shared/money';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Page } from '@web/components/ui/page';
import { ListPagination } from '@web/components/ui/pagination';
import { SearchField } from '@web/components/ui/search-field';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { lazyForm } from '@web/components/ui/lazy-form';
import { useNotice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { errorMessage } from '@web/lib/error-message';
import { useListSearchParams, useSearchDraft } from '@web/lib/use-list-search-params';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { useUpdateUserRoles } from '../api/update-user-roles';
import { useUpdateUserStatus } from '../api/update-user-status';
import { useUpdateVatVerification } from '../api/update-vat-verification';
import { UsersTable, vatHolderName } from '../components/users-table';

const AddUserForm = lazyForm(() => import('../components/add-user-form').then((module) => module.AddUserForm));

export function UserManagementPage() {
  const { t } = useLingui();
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ search: '' });
  const search = searchParams.get('search') ?? '';
  const [draft, setDraft] = useSearchDraft(search, setFilters);
  const users = useUsers({ search, page, pageSize: USERS_PAGE_SIZE });
  const updateStatus = useUpdateUserStatus();
  const updateRoles = useUpdateUserRoles();
  const updateVatVerification = useUpdateVatVerification();
  const session = useSession();
  // Row actions (switches, role buttons) have no form of their own: their outcome is a notice.
  const notice = useNotice();
  const [userToDeactivate, setUserToDeactivate] = useState<AdminUser | null>(null);
  const [vatVerificationToWithdraw, setVatVerificationToWithdraw] = useState<AdminUser | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const addFormId = useId();

  function changeStatus(user: AdminUser, isActive: boolean) {
    updateStatus.mutate(
      { userId: user.id, isActive },
      {
        onSuccess: (updated) => {
          setUserToDeactivate(null);
          const email = updated.email;
          notice.success(updated.isActive ? t`${email} is now active.` : t`${email} is now inactive.`);
        },
        onError: (error) => {
          setUserToDeactivate(null);
          notice.failure(errorMessage(error, GENERIC_MESSAGES.default));
        },
      },
    );
  }

  function toggleRole(user: AdminUser, role: Role) {
    const roles = user.roles.includes(role) ? user.roles.filter((held) => held !== role) : [...user.roles, role];
    // The API refuses it too; saying so here spares a request and reads the same.
    if (user.id === session.user?.id && !roles.includes('administrator')) {
      notice.failure(USER_MESSAGES.cannotRemoveOwnAdministrator);
      return;
    }
    updateRoles.mutate(
      { userId: user.id, roles },
      {
        onSuccess: (updated) => {
          const email = updated.email;
          notice.success(t`Roles of ${email} saved.`);
        },
        onError: (error) => notice.failure(errorMessage(error, GENERIC_MESSAGES.default)),
      },
    );
  }

  /**
   * Sends the number as the list showed it (decision 215): one the user changed meanwhile is refused
   * (409 vat_number_changed), said in the notice, and the list refetches with the new number.
   */
  function setVatVerification(user: AdminUser, verified: boolean) {
    if (!user.vatNumber) return;
    const holder = vatHolderName(user);
    updateVatVerification.mutate(
      { userId: user.id, vatNumber: user.vatNumber, verified },
      {
        onSuccess: (updated) => {
          setVatVerificationToWithdraw(null);
          const vatNumber = updated.vatNumber;
          notice.success(
            updated.vatNumberVerifiedAt
              ? t`VAT number ${vatNumber} of ${holder} marked verified.`
              : t`Verification of the VAT number of ${holder} withdrawn.`,
          );
        },
        onError: (error) => {
          setVatVerificationToWithdraw(null);
          notice.failure(errorMessage(error, GENERIC_MESSAGES.default));
        },
      },
    );
  }

  const busyUserId =
    (updateStatus.isPending ? updateStatus.variables?.userId : undefined) ??
    (updateRoles.isPending ? updateRoles.variables?.userId : undefined) ??
    (updateVatVerification.isPending ? updateVatVerification.variables?.userId : undefined) ??
    null;
  const total = users.data?.total ?? 0;
  const totalText = formatWholeNumber(total);
  const countText = search
    ? t`${plural(total, { one: `# user matching “${search}”`, other: `${totalText} users matching “${search}”` })}`
    : t`${plural(total, { one: '# user', other: `${totalText} users` })}`;
  const userToDeactivateEmail = userToDeactivate?.email;
  const withdrawnVatNumber = vatVerificationToWithdraw?.vatNumber;
  const withdrawnHolder = vatVerificationToWithdraw && vatHolderName(vatVerificationToWithdraw);

  return (
    <Page
      title={t`User Management`}
      lead={<Trans>Accounts, their roles and status, and the VAT numbers to verify.</Trans>}
      actions={
        <Button ref={addButtonRef} aria-expanded={isAddOpen} aria-controls={addFormId} onClick={() => setIsAddOpen((open) => !open)}>
          <UserPlus aria-hidden="true" className="size-4" />
          <Trans>Add User</Trans>
        </Button>
      }
    >
      <section
        id={addFormId}
        hidden={!isAddOpen}
        aria-labelledby={`${addFormId}-title`}
        className="mt-6 panel p-6"
      >
        <h2 id={`${addFormId}-title`} className="mb-4 text-lg font-semibold text-ink">
          <Trans>Add User</Trans>
        </h2>
        {isAddOpen && (
          <AddUserForm
            onCancel={() => {
              setIsAddOpen(false);
              addButtonRef.current?.focus();
            }}
            onCreated={(created) => {
              setIsAddOpen(false);
              const email = created.email;
              notice.success(t`User ${email} was created.`);
              addButtonRef.current?.focus();
            }}
          />
        )}
      </section>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField label={t`Search users`} value={draft} onChange={setDraft} placeholder={t`Email or name`} />
        {users.data && (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {countText}
          </p>
        )}
      </div>

      <div className="mt-4">
        {users.isPending && <Spinner label={t`Loading users…`} showLabel className="py-12" />}
        {users.isError && (
          <RetryAlert message={errorMessage(users.error, t`Failed to load users`)} retryLabel={t`Try again`} onRetry={users.refetch} />
        )}
        {users.data && users.data.items.length === 0 && (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <p className="font-semibold text-ink">
              <Trans>No users found</Trans>
            </p>
            <p className="mt-1 text-sm text-ink-muted">{search ? <Trans>Try another email or name.</Trans> : <Trans>Add the first user with Add User.</Trans>}</p>
          </div>
        )}
        {users.data && users.data.items.length > 0 && (
          <UsersTable
            users={users.data.items}
            busyUserId={busyUserId}
            onToggleRole={toggleRole}
            onActivate={(user) => changeStatus(user, true)}
            onDeactivate={(user) => {
              updateStatus.reset();
              setUserToDeactivate(user);
            }}
            onVerifyVatNumber={(user) => setVatVerification(user, true)}
            onWithdrawVatVerification={(user) => {
              updateVatVerification.reset();
              setVatVerificationToWithdraw(user);
            }}
          />
        )}
      </div>

      <ListPagination data={users.data} pageSize={USERS_PAGE_SIZE} page={page} label={t`Pages of users`} onPageChange={setPage} />

      <ConfirmDialog
        isOpen={userToDeactivate !== null}
        title={t`Deactivate user`}
        confirmLabel={t`Deactivate`}
        pendingLabel={t`Deactivating…`}
        isPending={updateStatus.isPending}
        onCancel={() => setUserToDeactivate(null)}
        onConfirm={() => {
          if (userToDeactivate) changeStatus(userToDeactivate, false);
        }}
      >
        <Trans>
          Deactivate <strong className="text-ink">{userToDeactivateEmail}</strong>? They are signed out at once and cannot sign in until an
          administrator activates the account again.
        </Trans>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={vatVerificationToWithdraw !== null}
        title={t`Withdraw VAT verification`}
        confirmLabel={t`Withdraw verification`}
        pendingLabel={t`Withdrawing…`}
        isPending={updateVatVerification.isPending}
        onCancel={() => setVatVerificationToWithdraw(null)}
        onConfirm={() => {
          if (vatVerificationToWithdraw) setVatVerification(vatVerificationToWithdraw, false);
        }}
      >
        <Trans>
          Withdraw the verification of VAT number <strong className="text-ink">{withdrawnVatNumber}</strong> of{' '}
          <strong className="text-ink">{withdrawnHolder}</strong>? Invoices issued from now on include VAT until it is verified again.
        </Trans>
      </ConfirmDialog>
    </Page>
  );
}
