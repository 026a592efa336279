import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CircleCheck } from 'lucide-react';
import type { AdminUser } from '@shared/contracts/users';
import { formatDate } from '@shared/dates';
import { VAT_VERIFICATION_TEXTS } from '@shared/errors';
import { ROLE_LABELS, ROLES, type Role } from '@shared/roles';
import { Button } from '@web/components/ui/button';
import { CardActions, CardFacts, CardHeading, ResponsiveTable } from '@web/components/ui/responsive-table';
import { EmailText } from '@web/components/ui/email-text';

function displayName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Who a VAT number belongs to, as its buttons and notices name them: the company, else the person. */
export function vatHolderName(user: AdminUser): string {
  return user.companyName || displayName(user) || user.email;
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isActive ? 'bg-accent-100 text-accent-900' : 'bg-surface-muted text-ink-muted ring-1 ring-line'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${isActive ? 'bg-accent-700' : 'bg-ink-muted'}`} />
      {isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
    </span>
  );
}

type UsersTableProps = {
  users: AdminUser[];
  /** The user a change is being saved for: their controls wait. */
  busyUserId: string | null;
  onToggleRole: (user: AdminUser, role: Role) => void;
  onActivate: (user: AdminUser) => void;
  onDeactivate: (user: AdminUser) => void;
  /** Marks the user's VAT number verified (decision 215). */
  onVerifyVatNumber: (user: AdminUser) => void;
  /** Withdraws the verification; the page confirms first. */
  onWithdrawVatVerification: (user: AdminUser) => void;
};

export function UsersTable({
  users,
  busyUserId,
  onToggleRole,
  onActivate,
  onDeactivate,
  onVerifyVatNumber,
  onWithdrawVatVerification,
}: UsersTableProps) {
  const { t } = useLingui();
  const actions = (user: AdminUser) => (
    <UserActions user={user} isBusy={busyUserId === user.id} onToggleRole={onToggleRole} onActivate={onActivate} onDeactivate={onDeactivate} />
  );
  const company = (user: AdminUser) => user.companyName ?? <span className="text-ink-muted"><Trans>No company</Trans></span>;
  const vatNumber = (user: AdminUser) =>
    user.vatNumber ? <span className="font-mono break-all">{user.vatNumber}</span> : <span className="text-ink-muted"><Trans>No VAT number</Trans></span>;
  const vatVerification = (user: AdminUser) => (
    <VatVerification user={user} isBusy={busyUserId === user.id} onVerify={onVerifyVatNumber} onWithdraw={onWithdrawVatVerification} />
  );
  const name = (user: AdminUser) => displayName(user) || <span className="text-ink-muted"><Trans>No name</Trans></span>;
  const roles = (user: AdminUser) =>
    user.roles.length > 0 ? user.roles.map((role) => ROLE_LABELS[role]).join(', ') : <span className="text-ink-muted"><Trans>None</Trans></span>;
  // A table from md up; stacked cards on phones, so the actions are never off-screen (spec 01 §3).
  return (
    <ResponsiveTable
      rows={users}
      caption={t`Users with their roles, status, company and VAT number`}
      listLabel={t`Users`}
      columns={[
        { header: t`Name`, cellClassName: 'font-medium text-ink', cell: name },
        { header: t`Email`, cellClassName: 'text-ink', cell: (user) => <EmailText email={user.email} /> },
        { header: t`Roles`, cellClassName: 'text-ink', cell: roles },
        { header: t`Status`, cell: (user) => <StatusBadge isActive={user.isActive} /> },
        {
          header: t`Company and VAT number`,
          cellClassName: 'text-ink',
          cell: (user) => (
            <div className="flex flex-col items-start gap-1">
              <span className="font-medium">{company(user)}</span>
              {vatNumber(user)}
              {vatVerification(user)}
            </div>
          ),
        },
        { header: t`Actions`, cell: actions },
      ]}
      card={(user) => (
        <div aria-busy={busyUserId === user.id || undefined}>
          <CardHeading badge={<StatusBadge isActive={user.isActive} />}>
            <p className="font-semibold text-ink">{name(user)}</p>
          </CardHeading>
          <CardFacts
            facts={[
              { label: t`Email:`, value: <EmailText email={user.email} />, valueClassName: 'min-w-0 text-ink' },
              { label: t`Roles:`, value: roles(user) },
              { label: t`Company:`, value: company(user), valueClassName: 'min-w-0 text-ink' },
              { label: t`VAT number:`, value: vatNumber(user), valueClassName: 'min-w-0 text-ink' },
            ]}
          />
          {user.vatNumber && <div className="mt-2">{vatVerification(user)}</div>}
          <CardActions>{actions(user)}</CardActions>
        </div>
      )}
    />
  );
}

type VatVerificationProps = {
  user: AdminUser;
  isBusy: boolean;
  onVerify: (user: AdminUser) => void;
  onWithdraw: (user: AdminUser) => void;
};

/**
 * Whether an administrator verified the user's VAT number (in words, not only colour), and the button
 * that changes it; nothing without a number. Each button's name starts with its visible text and
 * names whose number it is. The one button changes its label in place, so it keeps the focus.
 */
function VatVerification({ user, isBusy, onVerify, onWithdraw }: VatVerificationProps) {
  const { t } = useLingui();
  if (!user.vatNumber) return null;
  const holder = vatHolderName(user);
  const isVerified = user.vatNumberVerifiedAt !== null;
  return (
    <div className="flex flex-col items-start gap-1.5">
      {isVerified ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-900">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {VAT_VERIFICATION_TEXTS.verified(formatDate(user.vatNumberVerifiedAt))}
        </span>
      ) : (
        <span className="text-xs font-semibold text-ink-muted">{VAT_VERIFICATION_TEXTS.notVerified}</span>
      )}
      {isVerified ? (
        <Button
          variant="dangerOutline"
          size="sm"
          // Wraps on a phone: the label is long in some languages.
          className="!whitespace-normal text-start"
          disabled={isBusy}
          aria-label={t`Withdraw verification of the VAT number of ${holder}`}
          onClick={() => onWithdraw(user)}
        >
          <Trans>Withdraw verification</Trans>
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="!whitespace-normal text-start"
          disabled={isBusy}
          aria-label={t`Mark VAT number verified for ${holder}`}
          onClick={() => onVerify(user)}
        >
          <Trans>Mark VAT number verified</Trans>
        </Button>
      )}
    </div>
  );
}

type UserActionsProps = Omit<UsersTableProps, 'users' | 'busyUserId' | 'onVerifyVatNumber' | 'onWithdrawVatVerification'> & {
  user: AdminUser;
  isBusy: boolean;
};

function UserActions({ user, isBusy, onToggleRole, onActivate, onDeactivate }: UserActionsProps) {
  const { t } = useLingui();
  const email = user.email;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t`Roles of ${email}`} className="flex flex-wrap gap-2">
        {ROLES.map((role) => {
          const isHeld = user.roles.includes(role);
          return (
            <button
              key={role}
              type="button"
              aria-pressed={isHeld}
              disabled={isBusy}
              onClick={() => onToggleRole(user, role)}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${
                isHeld ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-line bg-white text-ink hover:bg-surface-muted'
              }`}
            >
              {isHeld && <Check aria-hidden="true" className="size-3.5" />}
              {ROLE_LABELS[role]}
            </button>
          );
        })}
      </div>
      <div>
        {user.isActive ? (
          <Button variant="secondary" size="sm" disabled={isBusy} aria-label={t`Deactivate ${email}`} onClick={() => onDeactivate(user)}>
            <Trans>Deactivate</Trans>
          </Button>
        ) : (
          <Button size="sm" disabled={isBusy} aria-label={t`Activate ${email}`} onClick={() => onActivate(user)}>
            <Trans>Activate</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
