import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { OwnerWarehouseDetail } from '@shared/contracts/owner-warehouses';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import type { RedirectState } from '@web/app/route-guards';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { CapacityPanel } from '@web/features/capacity/components/capacity-panel';
import { useSession } from '@web/features/auth/api/get-session';
import { InquiryForm } from '@web/features/inquiries/components/inquiry-form/inquiry-form';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import {
  CapacityFacts,
  DetailSection,
  EditWarehouseLink,
  FeaturesDetailSection,
  MoreImagesSection,
  ServicesDetailSection,
  ShowOnMapLink,
  WarehouseAddress,
  WarehouseDetailFrame,
  WarehouseNotFound,
} from '@web/features/warehouses/components/warehouse-detail-frame';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOwnerWarehouse } from '../api/get-owner-warehouse';
import { OperatingHoursSummary } from '../components/operating-hours';
import { spacePriceText } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

const perDay = (cents: number | null) => (cents === null ? null : spacePriceText(cents));

/** /warehouses/{id} (spec 01 section 2). Any failure to load reads as "Warehouse not found". */
export function OwnerWarehouseDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const warehouse = useOwnerWarehouse(id);
  if (warehouse.isPending) return <PageSpinner label={t`Loading warehouse…`} />;
  if (warehouse.isError) return <WarehouseNotFound />;
  return <OwnerWarehouseDetailView key={warehouse.data.id} warehouse={warehouse.data} />;
}

function OwnerWarehouseDetailView({ warehouse }: { warehouse: OwnerWarehouseDetail }) {
  const { t } = useLingui();
  const name = warehouse.name;
  useDocumentTitle(warehouse.name);
  const { user } = useSession();
  const platform = usePlatformFeatures();
  const navigate = useNavigate();
  const location = useLocation();
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);

  const price = perDay(warehouse.pricePerM2Cents);
  const canSendInquiry = platform.isEnabled('inquiries') && (!user || can(user, 'inquiry:create'));
  // Show on Map: the spec's target (/warehouses in map mode) is no route here; the browse map is.
  const canShowOnMap = platform.isEnabled('map_view') && warehouse.latitude !== null;

  function sendInquiry() {
    if (user) {
      setIsInquiryOpen(true);
      return;
    }
    const state: RedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    void navigate(paths.login.getHref(), { state });
  }

  return (
    <WarehouseDetailFrame
      warehouse={warehouse}
      backHref={paths.ownerWarehousesDashboard.getHref()}
      lightboxIndex={lightboxIndex}
      onLightboxChange={setLightboxIndex}
      underName={
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {warehouse.warehouseTypeName && (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{referenceText(warehouse.warehouseTypeName)}</span>
          )}
          {price && <span className="text-lg font-semibold text-brand-800">{price}</span>}
        </div>
      }
      summary={
        <>
          {/* In the reader's language when the owner translated it, else the original: marked with its language. */}
          {warehouse.description && (
            <p lang={warehouse.descriptionLocale} dir="auto" className="leading-7 whitespace-pre-line text-ink">
              {warehouse.description}
            </p>
          )}

          <WarehouseAddress warehouse={warehouse} />

          <CapacityFacts
            sizeM2={warehouse.sizeM2}
            price={{ label: t`Price per m² per day`, value: warehouse.pricePerM2Cents === null ? '—' : formatCents(warehouse.pricePerM2Cents), cents: warehouse.pricePerM2Cents }}
          />

          <OperatingHoursSummary warehouse={warehouse} />

          <div className="flex flex-wrap gap-3">
            {canShowOnMap && <ShowOnMapLink warehouseId={warehouse.id} />}
            {canSendInquiry && (
              <Button onClick={sendInquiry}>
                <Send aria-hidden="true" className="size-4" />
                <Trans>Send Inquiry</Trans>
              </Button>
            )}
            {warehouse.canManage && <EditWarehouseLink href={paths.editOwnerWarehouse.getHref(warehouse.id)} />}
          </div>
        </>
      }
    >
      <FeaturesDetailSection features={warehouse.features} />

      <MoreImagesSection name={warehouse.name} images={warehouse.images} onOpen={setLightboxIndex} />

      <ServicesDetailSection services={warehouse.services} writtenIn={warehouse.writtenIn} />

      {warehouse.canManage && (
        <DetailSection title={t`Capacity`}>
          <CapacityPanel warehouseId={warehouse.id} />
        </DetailSection>
      )}

      <Modal isOpen={isInquiryOpen} size="xl" title={t`Send Inquiry for ${name}`} onClose={() => setIsInquiryOpen(false)}>
        <InquiryModalContent
          warehouse={warehouse}
          userId={user?.id ?? null}
          onSaved={() => {
            setIsInquiryOpen(false);
            void navigate(paths.inquiries.getHref());
          }}
          onCancel={() => setIsInquiryOpen(false)}
        />
      </Modal>
    </WarehouseDetailFrame>
  );
}

/** The inquiry form of /inquiries/new, with this warehouse and its one space's type chosen. */
function InquiryModalContent({
  warehouse,
  userId,
  onSaved,
  onCancel,
}: {
  warehouse: OwnerWarehouseDetail;
  userId: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const reference = useReferenceData();
  if (reference.isError) {
    return (
      <RetryAlert message={INQUIRY_MESSAGES.loadFormFailed} onRetry={reference.refetch} />
    );
  }
  if (!reference.data) return <Spinner label={t`Loading form…`} showLabel className="py-10" />;
  return (
    <InquiryForm
      reference={reference.data}
      initialWarehouseIds={[warehouse.id]}
      initialSpaceTypeId={warehouse.spaceTypeId ?? undefined}
      userId={userId}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
