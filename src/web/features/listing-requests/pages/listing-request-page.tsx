import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListingRequestDetail, ListingRequestInput } from '@shared/contracts/listing-requests';
import { formatDate } from '@shared/dates';
import { featureDisabledMessage, LISTING_REQUEST_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { isListingRequestDecided, LISTING_REQUEST_TRANSITIONS } from '@shared/statuses/listing-request';
import { paths } from '@web/app/paths';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateListingRequest } from '../api/create-listing-request';
import { useListingRequest, type ListingRequestLink } from '../api/get-listing-request';
import { useUpdateListingRequest } from '../api/update-listing-request';
import { emptyListingRequestFormValues, listingRequestFormValuesFromDetail } from '../components/listing-request-form-values';
import { ListingRequestSuccess } from '../components/listing-request-success';
import { ListingRequestForm } from '../components/listing-request-form';

function readLink(params: URLSearchParams): ListingRequestLink | null {
  const id = params.get('id');
  const token = params.get('token');
  return id && token ? { id, token } : null;
}

/**
 * /warehouse-request (public): "Request to List Your Warehouse", or with id and token "Edit
 * Warehouse Request". After the first save the URL becomes the private link and the success screen
 * shows; Continue Editing / Edit Submission return to the form.
 */
export function ListingRequestPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const link = readLink(searchParams);
  const title = link ? t`Edit Warehouse Request` : t`Request to List Your Warehouse`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const features = usePlatformFeatures();
  const reference = useReferenceData();
  const request = useListingRequest(link);
  const create = useCreateListingRequest();
  const update = useUpdateListingRequest();
  const [saved, setSaved] = useState<ListingRequestDetail | null>(null);
  // Remounts the form with what was saved when the visitor comes back from the success screen.
  const [formKey, setFormKey] = useState(0);

  async function save(body: ListingRequestInput): Promise<ListingRequestDetail> {
    if (link) {
      const detail = await update.mutateAsync({ id: link.id, body: { ...body, token: link.token } });
      setSaved(detail);
      return detail;
    }
    const created = await create.mutateAsync(body);
    // The page's address becomes the private link, so a reload or a bookmark comes back to it.
    void navigate(paths.listingRequest.getHref({ id: created.id, token: created.token }), { replace: true });
    setSaved(created.request);
    return created.request;
  }

  let content;
  if (!features.isEnabled('listing_requests')) {
    content = (
      <ErrorAlert>
        <p className="font-semibold">{featureDisabledMessage('Listing Requests')}</p>
        <p className="mt-1">
          <Trans>New warehouse requests cannot be sent or changed at the moment. Please try again later.</Trans>
        </p>
      </ErrorAlert>
    );
  } else if (saved && link) {
    content = (
      <ListingRequestSuccess
        request={saved}
        editHref={paths.listingRequest.getHref(link)}
        onContinue={() => {
          setSaved(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  } else if (reference.isPending || (link && request.isPending)) {
    content = <PageSpinner label={link ? t`Loading your warehouse request…` : t`Loading the form…`} />;
  } else if (link && request.isError) {
    const conflict = isApiError(request.error) && request.error.code === 'listing_request_not_editable' ? request.error.message : null;
    content = (
      <ErrorAlert>
        <p>{WAREHOUSE_MESSAGES.requestLinkInvalid}</p>
        {conflict && <p className="mt-1">{conflict}</p>}
      </ErrorAlert>
    );
  } else if (link && request.data && isListingRequestDecided(request.data.status)) {
    const isApproved = request.data.status === LISTING_REQUEST_TRANSITIONS.approve.to;
    const outcome = isApproved ? LISTING_REQUEST_MESSAGES.approvedOutcome : LISTING_REQUEST_MESSAGES.rejectedOutcome;
    const date = formatDate(request.data.reviewedAt);
    const reviewed = t`Reviewed ${date}.`;
    content = isApproved ? (
      <StatusMessage>
        <p className="font-semibold">{outcome}</p>
        <p className="mt-1">{reviewed}</p>
      </StatusMessage>
    ) : (
      <ErrorAlert>
        <p className="font-semibold">{outcome}</p>
        <p className="mt-1">{reviewed}</p>
      </ErrorAlert>
    );
  } else if (reference.isError) {
    content = <ErrorAlert>{WAREHOUSE_MESSAGES.anError}</ErrorAlert>;
  } else {
    const data = reference.data!;
    content = (
      <ListingRequestForm
        key={formKey}
        reference={data}
        initialValues={request.data ? listingRequestFormValuesFromDetail(request.data, data) : emptyListingRequestFormValues(data)}
        initialImages={request.data?.images ?? []}
        onSave={save}
      />
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {!(saved && link) && (
        <header className="mb-6">
          <h1 className="text-3xl font-bold text-ink">{title}</h1>
          <p className="mt-2 text-ink-muted">
            <Trans>Tell us about your warehouse and its spaces. Save a draft at any time; our team reviews every submitted request.</Trans>
          </p>
        </header>
      )}
      {content}
    </div>
  );
}
