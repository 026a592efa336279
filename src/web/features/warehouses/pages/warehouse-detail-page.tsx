import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type DayRange, formatDayRange, formatFreeForDates } from '@shared/capacity';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { can } from '@shared/permissions';
import type { PageFirstRead } from '@web/app/page-first-read';
import { paths } from '@web/app/paths';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { CapacityPanel } from '@web/features/capacity/components/capacity-panel';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { getWarehouseQueryOptions, useWarehouse } from '../api/get-warehouse';
import { useWarehouseFreeSpace } from '../api/get-warehouse-free-space';
import { browseDates, parseBrowseParams } from '../lib/browse-params';
import { SendInquiryLink } from '../components/send-inquiry-link';
import { SpaceSelector } from '../components/space-selector';
import { SpaceTypeBadges } from '../components/space-type-badges';
import {
  CapacityFacts,
  DetailSection,
  EditWarehouseLink,
  FeaturesDetailSection,
  MoreImagesSection,
  PhoneActionBar,
  ServicesDetailSection,
  ShowOnMapLink,
  WarehouseAddress,
  WarehouseDetailFrame,
  WarehouseNotFound,
} from '../components/warehouse-detail-frame';
import { fromPriceText, spacePriceUnit } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

/** A first visit's warehouse, read before the page first renders. */
export const readWarehouseFirst: PageFirstRead = (queryClient, { params }) =>
  params.id ? queryClient.prefetchQuery(getWarehouseQueryOptions(params.id)) : Promise.resolve();

/** /m-warehouses/{id}. Any failure to load reads as the spec's "Warehouse not found". */
export function WarehouseDetailPage() {
  const { id = '' } = useParams();
  const warehouse = useWarehouse(id);
  const { t } = useLingui();

  if (warehouse.isPending) return <PageSpinner label={t`Loading warehouse…`} />;
  if (warehouse.isError) return <WarehouseNotFound />;
  // Keyed by id: the chosen space and the open picture belong to one warehouse.
  return <WarehouseDetailView key={warehouse.data.id} warehouse={warehouse.data} />;
}

function WarehouseDetailView({ warehouse }: { warehouse: WarehouseDetail }) {
  useDocumentTitle(warehouse.name);
  const { t } = useLingui();
  const { user } = useSession();
  const platform = usePlatformFeatures();
  const [selectedSpaceId, setSelectedSpaceId] = useState<string | null>(null);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  // Browse's dates travel with the card's link: the spaces say what is free for them.
  const [search] = useSearchParams();
  const dates = browseDates(parseBrowseParams(search));
  const freeSpace = useWarehouseFreeSpace(warehouse.id, dates);
  const freeText = freeTextFor(warehouse, dates, freeSpace.data?.spaceTypes);
  const period = dates ? formatDayRange(dates) : null;

  const fromPrice = warehouse.minPricePerM2Cents === null ? null : fromPriceText(warehouse.minPricePerM2Cents);
  const selectedSpace = warehouse.spaces.find((space) => space.id === selectedSpaceId);
  const canSendInquiry = platform.isEnabled('inquiries') && (!user || can(user, 'inquiry:create'));
  const isMapEnabled = platform.isEnabled('map_view');

  return (
    <WarehouseDetailFrame
      warehouse={warehouse}
      backHref={paths.warehouses.getHref()}
      lightboxIndex={lightboxIndex}
      onLightboxChange={setLightboxIndex}
      underName={<SpaceTypeBadges className="mt-3" names={warehouse.spaces.map((space) => space.spaceTypeName)} />}
      summary={
        <>
          <WarehouseAddress warehouse={warehouse} />

          <CapacityFacts
            sizeM2={warehouse.totalSizeM2}
            price={fromPrice ? { label: t`Starting price`, value: fromPrice, cents: warehouse.minPricePerM2Cents, unit: spacePriceUnit() } : null}
          />

          <div className="flex flex-wrap gap-3">
            {canSendInquiry && (
              // From lg up; a phone has it in the bar at the bottom of the screen (PhoneActionBar).
              <span className="hidden lg:contents">
                <SendInquiryLink warehouseId={warehouse.id} spaceTypeId={selectedSpace?.spaceTypeId} />
              </span>
            )}
            {isMapEnabled && warehouse.latitude !== null && <ShowOnMapLink warehouseId={warehouse.id} />}
            {warehouse.canManage && (
              <EditWarehouseLink
                href={
                  warehouse.listingKind === 'single_space'
                    ? paths.editOwnerWarehouse.getHref(warehouse.id)
                    : paths.editWarehouse.getHref(warehouse.id)
                }
              />
            )}
          </div>
          {canSendInquiry && selectedSpace && <InquirySpaceNote spaceTypeName={selectedSpace.spaceTypeName} />}
        </>
      }
    >
      {warehouse.description && (
        <DetailSection title={t`About this warehouse`}>
          <p lang={warehouse.descriptionLocale} dir="auto" className="max-w-3xl leading-7 whitespace-pre-line text-ink">
            {warehouse.description}
          </p>
        </DetailSection>
      )}

      <DetailSection title={t`Available Spaces`}>
        {warehouse.spaces.length > 0 ? (
          <>
            <p className="mb-4 text-sm text-ink-muted">
              <Trans>Choose a space to ask for it in your inquiry.</Trans>
            </p>
            {period && freeSpace.isPending && (
              <p role="status" className="mb-4 text-sm text-ink-muted">
                <Trans>Checking free space for {period}…</Trans>
              </p>
            )}
            {period && freeSpace.isError && (
              <p role="alert" className="mb-4 text-sm text-danger">
                <Trans>Free space for {period} could not be loaded.</Trans>
              </p>
            )}
            <SpaceSelector spaces={warehouse.spaces} selectedSpaceId={selectedSpaceId} onSelect={setSelectedSpaceId} freeText={freeText} />
          </>
        ) : (
          <p className="text-ink-muted">
            <Trans>No spaces listed.</Trans>
          </p>
        )}
      </DetailSection>

      <FeaturesDetailSection features={warehouse.features} />

      <ServicesDetailSection services={warehouse.services} writtenIn={warehouse.writtenIn} />

      <MoreImagesSection name={warehouse.name} images={warehouse.images} onOpen={setLightboxIndex} />

      {warehouse.canManage && (
        <DetailSection title={t`Capacity`}>
          <CapacityPanel warehouseId={warehouse.id} />
        </DetailSection>
      )}

      {canSendInquiry && (
        <PhoneActionBar label={t`Inquiry`}>
          <p lang={fromPrice ? undefined : warehouse.nameLocale} className="min-w-0 flex-1 truncate text-sm font-semibold text-brand-800">
            {fromPrice ?? warehouse.name}
          </p>
          <SendInquiryLink warehouseId={warehouse.id} spaceTypeId={selectedSpace?.spaceTypeId} className="shrink-0" />
        </PhoneActionBar>
      )}
    </WarehouseDetailFrame>
  );
}

/**
 * "400 m² free 1–31 Mar" per space, from its type's free m² (capacity is counted per type); when
 * several spaces share the type, the figure says it is theirs together.
 */
function freeTextFor(
  warehouse: WarehouseDetail,
  dates: DayRange | null,
  freeByType: readonly { spaceTypeId: string; freeM2: number }[] | undefined,
): ((space: WarehouseDetail['spaces'][number]) => string | null) | undefined {
  if (!dates || !freeByType) return undefined;
  return (space) => {
    const free = freeByType.find((type) => type.spaceTypeId === space.spaceTypeId)?.freeM2 ?? 0;
    const shared = warehouse.spaces.filter((other) => other.spaceTypeId === space.spaceTypeId).length > 1;
    const freeForDates = formatFreeForDates(free, dates);
    const spaceType = referenceText(space.spaceTypeName);
    // Called while the spaces render; the page calls useLingui, so the text follows a change of language.
    return shared ? t`${freeForDates} (all ${spaceType} spaces)` : freeForDates;
  };
}

/** What the chosen space adds to the inquiry. */
function InquirySpaceNote({ spaceTypeName }: { spaceTypeName: string }) {
  const spaceTypeLabel = referenceText(spaceTypeName);
  return (
    <p className="-mt-2 text-sm text-ink-muted">
      <Trans>Your inquiry will ask for {spaceTypeLabel} space.</Trans>
    </p>
  );
}
