import { ArrowLeft, EyeOff, ImageOff, MapPin, Maximize2, Pencil, Warehouse as WarehouseIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { hasAnyRole } from '@shared/roles';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useWarehouse } from '../api/get-warehouse';
import { FeatureList } from '../components/feature-list';
import { ImageLightbox } from '../components/image-lightbox';
import { SendInquiryLink } from '../components/send-inquiry-link';
import { ServiceList } from '../components/service-list';
import { formatFromPrice } from '../components/service-pricing';
import { SpaceSelector } from '../components/space-selector';
import { SpaceTypeBadges } from '../components/space-type-badges';

function BackButton() {
  const navigate = useNavigate();
  function goBack() {
    // React Router numbers its history entries; 0 means this page was the first one visited.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.warehouses.getHref());
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}

function NotFound() {
  useDocumentTitle('Warehouse not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <WarehouseIcon aria-hidden="true" className="size-12 text-ink-muted" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Warehouse not found</h1>
      <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to warehouses
      </Link>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="text-xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /m-warehouses/{id}. Any failure to load reads as the spec's "Warehouse not found". */
export function WarehouseDetailPage() {
  const { id = '' } = useParams();
  const warehouse = useWarehouse(id);

  if (warehouse.isPending) return <PageSpinner label="Loading warehouse…" />;
  if (warehouse.isError) return <NotFound />;
  // Keyed by id: the chosen space and the open picture belong to one warehouse.
  return <WarehouseDetailView key={warehouse.data.id} warehouse={warehouse.data} />;
}

function WarehouseDetailView({ warehouse }: { warehouse: WarehouseDetail }) {
  useDocumentTitle(warehouse.name);
  const { user } = useSession();
  const platform = usePlatformFeatures();
  const [selectedSpaceId, setSelectedSpaceId] = useState<string | null>(null);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);

  const [mainImage, ...moreImages] = warehouse.images;
  const fromPrice = formatFromPrice(warehouse.minPricePerM2Cents);
  const selectedSpace = warehouse.spaces.find((space) => space.id === selectedSpaceId);
  const canSendInquiry = platform.isEnabled('inquiries') && (!user || hasAnyRole(user.roles, ['customer']));
  const isMapEnabled = platform.isEnabled('map_view');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackButton />

      {!warehouse.isActive && warehouse.canManage && (
        <div role="note" className="mt-4 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>Inactive — not visible to traders</p>
        </div>
      )}

      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {mainImage ? (
            <button
              type="button"
              onClick={() => setLightboxIndex(0)}
              className="block w-full overflow-hidden rounded-lg bg-surface-muted"
              aria-label={`Enlarge the main image of ${warehouse.name}`}
            >
              <img src={mainImage.url} alt={warehouse.name} className="aspect-[4/3] w-full object-cover" />
            </button>
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-surface-muted text-ink-muted">
              <ImageOff aria-hidden="true" className="size-10" />
              <p>No image available</p>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{warehouse.name}</h1>
            <SpaceTypeBadges className="mt-3" names={warehouse.spaces.map((space) => space.spaceTypeName)} />
          </div>

          <div>
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
              <MapPin aria-hidden="true" className="size-4" />
              Location
            </h2>
            <address className="mt-1 text-ink not-italic">
              {warehouse.address}
              <br />
              {warehouse.postalCode} {warehouse.city}
              <br />
              {warehouse.country}
            </address>
          </div>

          <dl className="grid grid-cols-2 gap-4 rounded-lg border border-line bg-surface-muted p-4">
            <div>
              <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
                <Maximize2 aria-hidden="true" className="size-3.5" />
                Total capacity
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink">{formatSize(warehouse.totalSizeM2)}</dd>
            </div>
            {fromPrice && (
              <div>
                <dt className="text-sm text-ink-muted">Starting price</dt>
                <dd className="mt-1 text-lg font-semibold text-brand-800">{fromPrice}</dd>
              </div>
            )}
          </dl>

          <div className="flex flex-wrap gap-3">
            {canSendInquiry && <SendInquiryLink warehouseId={warehouse.id} spaceTypeId={selectedSpace?.spaceTypeId} />}
            {isMapEnabled && warehouse.latitude !== null && (
              <Link
                to={paths.warehouses.getHref({ view: 'map', selected: warehouse.id })}
                className={buttonClassName('secondary', 'md')}
              >
                <MapPin aria-hidden="true" className="size-4" />
                Show on Map
              </Link>
            )}
            {warehouse.canManage && (
              <Link
                to={
                  warehouse.listingKind === 'single_space'
                    ? paths.editOwnerWarehouse.getHref(warehouse.id)
                    : paths.editWarehouse.getHref(warehouse.id)
                }
                className={buttonClassName('secondary', 'md')}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            )}
          </div>
          {canSendInquiry && selectedSpace && (
            <p className="-mt-2 text-sm text-ink-muted">
              Your inquiry will ask for {selectedSpace.spaceTypeName} space.
            </p>
          )}
        </div>
      </div>

      {warehouse.description && (
        <Section title="About this warehouse">
          <p className="max-w-3xl leading-7 whitespace-pre-line text-ink">{warehouse.description}</p>
        </Section>
      )}

      <Section title="Available Spaces">
        {warehouse.spaces.length > 0 ? (
          <>
            <p className="mb-4 text-sm text-ink-muted">Choose a space to ask for it in your inquiry.</p>
            <SpaceSelector spaces={warehouse.spaces} selectedSpaceId={selectedSpaceId} onSelect={setSelectedSpaceId} />
          </>
        ) : (
          <p className="text-ink-muted">No spaces listed.</p>
        )}
      </Section>

      <Section title="Features">
        {warehouse.features.length > 0 ? (
          <FeatureList features={warehouse.features} />
        ) : (
          <p className="text-ink-muted">No features listed.</p>
        )}
      </Section>

      <Section title="Available Services">
        {warehouse.services.length > 0 ? (
          <ServiceList services={warehouse.services} />
        ) : (
          <p className="text-ink-muted">No services listed.</p>
        )}
      </Section>

      {moreImages.length > 0 && (
        <Section title="More Images">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {moreImages.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setLightboxIndex(index + 1)}
                  className="block w-full overflow-hidden rounded-lg bg-surface-muted"
                >
                  <img
                    src={image.thumbnailUrl}
                    alt={`${warehouse.name}, image ${index + 2} of ${warehouse.images.length}`}
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover transition-transform hover:scale-[1.03] motion-reduce:transition-none"
                  />
                </button>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <ImageLightbox images={warehouse.images} index={lightboxIndex} onIndexChange={setLightboxIndex} name={warehouse.name} />
    </div>
  );
}
