import type { AdminListingRequestRow } from '@shared/contracts/listing-requests';
import { formatDate } from '@shared/dates';
import { canListingRequest } from '@shared/statuses/listing-request';
import { Button } from '@web/components/ui/button';
import { CardActions, CardFacts, CardHeading, ResponsiveTable } from '@web/components/ui/responsive-table';
import { ListingRequestStatusBadge } from './listing-request-status-badge';
import { EmailText } from '@web/components/ui/email-text';

type AdminListingRequestsTableProps = {
  requests: AdminListingRequestRow[];
  busyId: string | null;
  onView: (id: string) => void;
  onApprove: (request: AdminListingRequestRow) => void;
  onReject: (request: AdminListingRequestRow) => void;
};

const ownerName = (request: AdminListingRequestRow) => `${request.firstName} ${request.lastName}`.trim() || 'No name';
const nameOf = (request: AdminListingRequestRow) => request.name || 'Untitled request';

/**
 * Warehouse, Owner, Location, Submitted, Status, Actions (spec 01 section 2); stacked cards on phones,
 * so the actions are never off-screen. Approve and Reject only for submitted requests.
 */
export function AdminListingRequestsTable({ requests, busyId, onView, onApprove, onReject }: AdminListingRequestsTableProps) {
  const warehouse = (request: AdminListingRequestRow) => (
    <>
      <span className="font-medium text-ink">{nameOf(request)}</span>
      <span className="block text-ink-muted">
        {request.spacesCount} {request.spacesCount === 1 ? 'space' : 'spaces'}
      </span>
    </>
  );
  const owner = (request: AdminListingRequestRow) => (
    <>
      <span className="font-medium text-ink">{ownerName(request)}</span>
      <EmailText email={request.contactEmail} className="block text-ink-muted" />
      {request.businessName && <span className="block text-ink-muted">{request.businessName}</span>}
    </>
  );
  const location = (request: AdminListingRequestRow) => [request.city, request.country].filter(Boolean).join(', ') || '—';
  const submitted = (request: AdminListingRequestRow) => (request.submittedAt ? formatDate(request.submittedAt) : 'Not submitted');
  const actions = (request: AdminListingRequestRow) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" aria-label={`View details of ${nameOf(request)}`} onClick={() => onView(request.id)}>
        View Details
      </Button>
      {canListingRequest('approve', request.status) && (
        <>
          <Button size="sm" disabled={busyId !== null} aria-label={`Approve ${nameOf(request)}`} onClick={() => onApprove(request)}>
            {busyId === request.id ? 'Approving...' : 'Approve'}
          </Button>
          <Button variant="dangerOutline" size="sm" disabled={busyId !== null} aria-label={`Reject ${nameOf(request)}`} onClick={() => onReject(request)}>
            Reject
          </Button>
        </>
      )}
    </div>
  );
  return (
    <ResponsiveTable
      rows={requests}
      caption="Warehouse requests"
      listLabel="Warehouse requests"
      columns={[
        { header: 'Warehouse', cell: warehouse },
        { header: 'Owner', cell: owner },
        { header: 'Location', cellClassName: 'text-ink', cell: location },
        { header: 'Submitted', cellClassName: 'whitespace-nowrap text-ink', cell: submitted },
        { header: 'Status', cell: (request) => <ListingRequestStatusBadge status={request.status} /> },
        { header: 'Actions', cell: actions },
      ]}
      card={(request) => (
        <>
          <CardHeading badge={<ListingRequestStatusBadge status={request.status} />}>
            <div className="min-w-0">{warehouse(request)}</div>
          </CardHeading>
          <div className="mt-2 text-sm">{owner(request)}</div>
          <CardFacts
            facts={[
              { label: 'Location:', value: location(request) },
              { label: 'Submitted:', value: submitted(request) },
            ]}
          />
          <CardActions>{actions(request)}</CardActions>
        </>
      )}
    />
  );
}
