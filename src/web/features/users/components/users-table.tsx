import { Check } from 'lucide-react';
import type { AdminUser } from '@shared/contracts/users';
import { formatRoleName, ROLES, type Role } from '@shared/roles';
import { Button } from '@web/components/ui/button';

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
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className="w-full min-w-[52rem] divide-y divide-line text-left text-sm">
        <caption className="sr-only">Users with their roles and status</caption>
        <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Roles
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const isBusy = busyUserId === user.id;
            const name = displayName(user);
            return (
              <tr key={user.id} aria-busy={isBusy || undefined} className="align-top">
                <td className="px-4 py-3 font-medium text-ink">
                  {name || <span className="text-ink-muted">No name</span>}
                </td>
                <td className="px-4 py-3 text-ink">{user.email}</td>
                <td className="px-4 py-3 text-ink">
                  {user.roles.length > 0 ? user.roles.map(formatRoleName).join(', ') : <span className="text-ink-muted">None</span>}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge isActive={user.isActive} />
                </td>
                <td className="px-4 py-3">
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
                              isHeld
                                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                                : 'border-line bg-white text-ink hover:bg-surface-muted'
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
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={isBusy}
                          aria-label={`Deactivate ${user.email}`}
                          onClick={() => onDeactivate(user)}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button size="sm" disabled={isBusy} aria-label={`Activate ${user.email}`} onClick={() => onActivate(user)}>
                          Activate
                        </Button>
                      )}
                    </div>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
