import { useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useUnreadCount } from '@web/features/messaging/api/get-unread-count';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { DashboardView } from '../components/dashboard-view';

/** /admin/dashboard: the administrator's view of the same dashboard (the route guard checks the role). */
export function AdminDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Admin Dashboard`);
  const { user } = useSession();
  const unreadMessages = useUnreadCount(user !== null);
  if (!user) return <PageSpinner label={t`Checking your session…`} />;
  return <DashboardView user={user} title={t`Admin Dashboard`} unreadMessages={unreadMessages} />;
}
