import type { AdminListingRequestRow } from '@shared/contracts/listing-requests';
import { formatDate } from '@shared/dates';
import { canListingRequest } from '@shared/statuses/listing-request';
import { Button } from '@web/components/ui/button';
import { RequestStatusBadge } from './request-status-badge';

type AdminRequestsTableProps = {
  requests: AdminListingRequestRow[];
  busyId: string | null;
  onView: (id: string) => void;
  onApprove: (request: AdminListingRequestRow) => void;
  onReject: (request: AdminListingRequestRow) => void;
};

const ownerName = (request: AdminListingRequestRow) => `${request.firstName} ${request.lastName}`.trim() || 'No name';
const nameOf = (request: AdminListingRequestRow) => request.name || 'Untitled request';

/** Warehouse, Owner, Location, Submitted, Status, Actions (spec 01 section 2). Approve and Reject only for submitted requests. */
export function AdminRequestsTable({ requests, busyId, onView, onApprove, onReject }: AdminRequestsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className="w-full divide-y divide-line text-left text-sm">
        <caption className="sr-only">Warehouse requests</caption>
        <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">Warehouse</th>
            <th scope="col" className="px-4 py-3">Owner</th>
            <th scope="col" className="px-4 py-3">Location</th>
            <th scope="col" className="px-4 py-3">Submitted</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {requests.map((request) => {
            const isSubmitted = canListingRequest('approve', request.status);
            const isBusy = busyId === request.id;
            return (
              <tr key={request.id} className="align-top">
                <td className="px-4 py-3">
                  <span className="font-medium text-ink">{nameOf(request)}</span>
                  <span className="block text-ink-muted">
                    {request.spacesCount} {request.spacesCount === 1 ? 'space' : 'spaces'}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="font-medium text-ink">{ownerName(request)}</span>
                  <span className="block break-all text-ink-muted">{request.contactEmail}</span>
                  {request.businessName && <span className="block text-ink-muted">{request.businessName}</span>}
                </td>
                <td className="px-4 py-3 text-ink">{[request.city, request.country].filter(Boolean).join(', ') || '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{request.submittedAt ? formatDate(request.submittedAt) : 'Not submitted'}</td>
                <td className="px-4 py-3">
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" aria-label={`View details of ${nameOf(request)}`} onClick={() => onView(request.id)}>
                      View Details
                    </Button>
                    {isSubmitted && (
                      <>
                        <Button size="sm" disabled={busyId !== null} aria-label={`Approve ${nameOf(request)}`} onClick={() => onApprove(request)}>
                          {isBusy ? 'Approving...' : 'Approve'}
                        </Button>
                        <Button variant="danger" size="sm" disabled={busyId !== null} aria-label={`Reject ${nameOf(request)}`} onClick={() => onReject(request)}>
                          Reject
                        </Button>
                      </>
                    )}
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
