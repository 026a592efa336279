import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOfferListItem } from '@shared/contracts/offers';
import { formatDate } from '@shared/dates';
import { OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useNotice } from '@web/components/ui/notice';
import { Page } from '@web/components/ui/page';
import { ListPagination } from '@web/components/ui/pagination';
import { CardActions, CardFacts, CardHeading, ResponsiveTable } from '@web/components/ui/responsive-table';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { useDeleteOffer } from '../api/delete-offer';
import { DRAFT_OFFERS_PAGE_SIZE, useDraftOffers } from '../api/get-draft-offers';
import { EmailText } from '@web/components/ui/email-text';

/** The customer's name, else their e-mail address, else `fallback`. */
function customerName(customer: AdminOfferListItem['customer'], fallback: string): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email || fallback;
}

export function DraftOffersPage() {
  const { t } = useLingui();
  const { page, setPage } = useListSearchParams();
  const drafts = useDraftOffers(page);
  const deleteOffer = useDeleteOffer();
  const [toDelete, setToDelete] = useState<AdminOfferListItem | null>(null);
  const notice = useNotice();

  function confirmDelete() {
    if (!toDelete) return;
    const number = formatInquiryNumber(toDelete.inquiryId);
    deleteOffer.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notice.success(t`The draft offer for inquiry ${number} was deleted.`);
      },
    });
  }


  const inquiryLink = (offer: AdminOfferListItem) => (
    <Link to={paths.adminInquiry.getHref(offer.inquiryId)} className="text-brand-700 underline-offset-2 hover:underline">
      {formatInquiryNumber(offer.inquiryId)}
    </Link>
  );
  const customerCell = (offer: AdminOfferListItem) => (
    <>
      {customerName(offer.customer, t`Customer`)}
      {offer.customer.email && <EmailText email={offer.customer.email} className="block text-ink-muted" />}
    </>
  );
  const warehouseCell = (offer: AdminOfferListItem) => (
    <>
      {offer.warehouse.name}
      <span className="block text-ink-muted">
        {offer.warehouse.city}, {offer.warehouse.country}
      </span>
    </>
  );
  const actions = (offer: AdminOfferListItem) => {
    const number = formatInquiryNumber(offer.inquiryId);
    return (
      <div className="flex flex-wrap gap-2">
        <Link
          to={paths.adminEditOffer.getHref(offer.inquiryId, offer.id)}
          className={buttonClassName('secondary', 'sm')}
          aria-label={t`Edit draft offer for inquiry ${number}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </Link>
        <Button
          variant="dangerOutline"
          size="sm"
          aria-label={t`Delete draft offer for inquiry ${number}`}
          onClick={() => {
            deleteOffer.reset();
            setToDelete(offer);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </Button>
      </div>
    );
  };

  return (
    <Page title={t`Draft Offers`} lead={<Trans>Offers that have been prepared but not yet sent.</Trans>} width="6xl">
      <div className="mt-6">
        {drafts.isPending ? (
          <Spinner label={t`Loading draft offers…`} showLabel className="py-16" />
        ) : drafts.isError ? (
          <ErrorAlert>{OFFER_MESSAGES.loadOffersFailed}</ErrorAlert>
        ) : drafts.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
            <FileText aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 text-lg font-semibold text-ink">
              <Trans>No draft offers found</Trans>
            </p>
          </div>
        ) : (
          <>
            {/* A table from md up; cards on phones, so Edit and Delete are never off-screen. */}
            <ResponsiveTable
              rows={drafts.data.items}
              caption={t`Draft offers`}
              listLabel={t`Draft offers`}
              columns={[
                { header: t`Inquiry`, cellClassName: 'font-mono font-semibold', cell: inquiryLink },
                { header: t`Customer`, cellClassName: 'text-ink', cell: customerCell },
                { header: t`Warehouse`, cellClassName: 'text-ink', cell: warehouseCell },
                { header: t`Total`, headerClassName: 'text-end', cellClassName: 'text-end font-semibold text-ink', cell: (offer) => formatCents(offer.totalWithFeeCents) },
                { header: t`Valid Until`, cellClassName: 'text-ink', cell: (offer) => formatDate(offer.validUntil) },
                { header: t`Last Changed`, cellClassName: 'text-ink', cell: (offer) => formatDate(offer.updatedAt) },
                { header: t`Actions`, cell: actions },
              ]}
              card={(offer) => (
                <>
                  <CardHeading badge={<span className="font-semibold text-ink">{formatCents(offer.totalWithFeeCents)}</span>}>
                    <span className="font-mono font-semibold">{inquiryLink(offer)}</span>
                  </CardHeading>
                  <div className="mt-2 text-sm text-ink">{customerCell(offer)}</div>
                  <div className="mt-2 text-sm text-ink">{warehouseCell(offer)}</div>
                  <CardFacts
                    facts={[
                      { label: t`Valid Until:`, value: formatDate(offer.validUntil) },
                      { label: t`Last Changed:`, value: formatDate(offer.updatedAt) },
                    ]}
                  />
                  <CardActions>{actions(offer)}</CardActions>
                </>
              )}
            />
            <ListPagination
              data={drafts.data}
              pageSize={DRAFT_OFFERS_PAGE_SIZE}
              page={page}
              label={t`Draft offers pages`}
              onPageChange={setPage}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t`Delete Draft Offer`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        isPending={deleteOffer.isPending}
        error={deleteOffer.isError ? errorMessage(deleteOffer.error, OFFER_MESSAGES.deleteFailed) : null}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <Trans>Are you sure you want to delete this draft offer? This action cannot be undone.</Trans>
      </ConfirmDialog>
    </Page>
  );
}
