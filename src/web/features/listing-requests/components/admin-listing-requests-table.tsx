import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminListingRequestRow } from '@shared/contracts/listing-requests';
import { formatDate } from '@shared/dates';
import { canListingRequest } from '@shared/statuses/listing-request';
import { Button } from '@web/components/ui/button';
import { RecordCard, ResponsiveTable } from '@web/components/ui/responsive-table';
import { ListingRequestStatusBadge } from './listing-request-status-badge';
import { EmailText } from '@web/components/ui/email-text';

type AdminListingRequestsTableProps = {
  requests: AdminListingRequestRow[];
  busyId: string | null;
  onView: (id: string) => void;
  onApprove: (request: AdminListingRequestRow) => void;
  onReject: (request: AdminListingRequestRow) => void;
};

/**
 * Warehouse, Owner, Location, Submitted, Status, Actions (spec 01 section 2); stacked cards on phones,
 * so the actions are never off-screen. Approve and Reject only for submitted requests.
 */
export function AdminListingRequestsTable({ requests, busyId, onView, onApprove, onReject }: AdminListingRequestsTableProps) {
  const { t } = useLingui();
  const ownerName = (request: AdminListingRequestRow) => `${request.firstName} ${request.lastName}`.trim() || t`No name`;
  const nameOf = (request: AdminListingRequestRow) => request.name || t`Untitled request`;
  const warehouse = (request: AdminListingRequestRow) => {
    const spacesCount = request.spacesCount;
    return (
      <>
        <span className="font-medium text-ink">{nameOf(request)}</span>
        <span className="block text-ink-muted">
          <Plural value={spacesCount} one="# space" other="# spaces" />
        </span>
      </>
    );
  };
  const owner = (request: AdminListingRequestRow) => (
    <>
      <span className="font-medium text-ink">{ownerName(request)}</span>
      <EmailText email={request.contactEmail} className="block text-ink-muted" />
      {request.businessName && <span className="block text-ink-muted">{request.businessName}</span>}
    </>
  );
  const location = (request: AdminListingRequestRow) => [request.city, request.country].filter(Boolean).join(', ') || '—';
  const submitted = (request: AdminListingRequestRow) => (request.submittedAt ? formatDate(request.submittedAt) : t`Not submitted`);
  const actions = (request: AdminListingRequestRow) => {
    const name = nameOf(request);
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-label={t`View details of ${name}`} onClick={() => onView(request.id)}>
          <Trans>View Details</Trans>
        </Button>
        {canListingRequest('approve', request.status) && (
          <>
            <Button size="sm" disabled={busyId !== null} aria-label={t`Approve ${name}`} onClick={() => onApprove(request)}>
              {busyId === request.id ? <Trans>Approving...</Trans> : <Trans>Approve</Trans>}
            </Button>
            <Button variant="dangerOutline" size="sm" disabled={busyId !== null} aria-label={t`Reject ${name}`} onClick={() => onReject(request)}>
              <Trans>Reject</Trans>
            </Button>
          </>
        )}
      </div>
    );
  };
  return (
    <ResponsiveTable
      rows={requests}
      caption={t`Warehouse requests`}
      listLabel={t`Warehouse requests`}
      columns={[
        { header: t`Warehouse`, cell: warehouse },
        { header: t`Owner`, cell: owner },
        { header: t`Location`, cellClassName: 'text-ink', cell: location },
        { header: t`Submitted`, cellClassName: 'whitespace-nowrap text-ink', cell: submitted },
        { header: t`Status`, cell: (request) => <ListingRequestStatusBadge status={request.status} /> },
        { header: t`Actions`, cell: actions },
      ]}
      card={(request) => (
        <RecordCard
          badge={<ListingRequestStatusBadge status={request.status} />}
          heading={<div className="min-w-0">{warehouse(request)}</div>}
          facts={[
            { label: t`Location:`, value: location(request) },
            { label: t`Submitted:`, value: submitted(request) },
          ]}
          actions={actions(request)}
        >
          <div className="mt-2 text-sm">{owner(request)}</div>
        </RecordCard>
      )}
    />
  );
}
