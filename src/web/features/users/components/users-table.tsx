import { Check } from 'lucide-react';
import type { AdminUser } from '@shared/contracts/users';
import { formatRoleName, ROLES, type Role } from '@shared/roles';
import { Button } from '@web/components/ui/button';
import { CardActions, CardFacts, CardHeading, ResponsiveTable } from '@web/components/ui/responsive-table';
import { EmailText } from '@web/components/ui/email-text';

function displayName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isActive ? 'bg-accent-100 text-accent-900' : 'bg-surface-muted text-ink-muted ring-1 ring-line'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${isActive ? 'bg-accent-700' : 'bg-ink-muted'}`} />
      {isActive ? 'Active' : 'Inactive'}
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
};

export function UsersTable({ users, busyUserId, onToggleRole, onActivate, onDeactivate }: UsersTableProps) {
  const actions = (user: AdminUser) => (
    <UserActions user={user} isBusy={busyUserId === user.id} onToggleRole={onToggleRole} onActivate={onActivate} onDeactivate={onDeactivate} />
  );
  const name = (user: AdminUser) => displayName(user) || <span className="text-ink-muted">No name</span>;
  const roles = (user: AdminUser) =>
    user.roles.length > 0 ? user.roles.map(formatRoleName).join(', ') : <span className="text-ink-muted">None</span>;
  // A table from md up; stacked cards on phones, so the actions are never off-screen (spec 01 §3).
  return (
    <ResponsiveTable
      rows={users}
      caption="Users with their roles and status"
      listLabel="Users"
      columns={[
        { header: 'Name', cellClassName: 'font-medium text-ink', cell: name },
        { header: 'Email', cellClassName: 'text-ink', cell: (user) => <EmailText email={user.email} /> },
        { header: 'Roles', cellClassName: 'text-ink', cell: roles },
        { header: 'Status', cell: (user) => <StatusBadge isActive={user.isActive} /> },
        { header: 'Actions', cell: actions },
      ]}
      card={(user) => (
        <div aria-busy={busyUserId === user.id || undefined}>
          <CardHeading badge={<StatusBadge isActive={user.isActive} />}>
            <p className="font-semibold text-ink">{name(user)}</p>
          </CardHeading>
          <CardFacts
            facts={[
              { label: 'Email:', value: <EmailText email={user.email} />, valueClassName: 'min-w-0 text-ink' },
              { label: 'Roles:', value: roles(user) },
            ]}
          />
          <CardActions>{actions(user)}</CardActions>
        </div>
      )}
    />
  );
}

type UserActionsProps = Omit<UsersTableProps, 'users' | 'busyUserId'> & { user: AdminUser; isBusy: boolean };

function UserActions({ user, isBusy, onToggleRole, onActivate, onDeactivate }: UserActionsProps) {
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={`Roles of ${user.email}`} className="flex flex-wrap gap-2">
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
              {formatRoleName(role)}
            </button>
          );
        })}
      </div>
      <div>
        {user.isActive ? (
          <Button variant="secondary" size="sm" disabled={isBusy} aria-label={`Deactivate ${user.email}`} onClick={() => onDeactivate(user)}>
            Deactivate
          </Button>
        ) : (
          <Button size="sm" disabled={isBusy} aria-label={`Activate ${user.email}`} onClick={() => onActivate(user)}>
            Activate
          </Button>
        )}
      </div>
    </div>
  );
}
