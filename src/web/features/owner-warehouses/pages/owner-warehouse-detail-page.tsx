import { ArrowLeft, EyeOff, ImageOff, MapPin, Maximize2, Pencil, Send, Warehouse as WarehouseIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { OwnerWarehouseDetail } from '@shared/contracts/owner-catalogue';
import { INQUIRY_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { hasAnyRole } from '@shared/roles';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import type { RedirectState } from '@web/app/route-guards';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { InquiryForm } from '@web/features/inquiries/components/inquiry-form';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useReferenceData } from '@web/features/warehouses/api/get-reference-data';
import { FeatureList } from '@web/features/warehouses/components/feature-list';
import { ImageLightbox } from '@web/features/warehouses/components/image-lightbox';
import { ServiceList } from '@web/features/warehouses/components/service-list';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOwnerWarehouse } from '../api/get-owner-warehouse';
import { OperatingHoursSummary } from '../components/operating-hours';

function BackButton() {
  const navigate = useNavigate();
  function goBack() {
    // React Router numbers its history entries; 0 means this page was the first one visited.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.ownerWarehousesDashboard.getHref());
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}

function NotFound() {
  useDocumentTitle(WAREHOUSE_MESSAGES.notFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <WarehouseIcon aria-hidden="true" className="size-12 text-ink-muted" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{WAREHOUSE_MESSAGES.notFound}</h1>
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

const perDay = (cents: number | null) => (cents === null ? null : `${formatCents(cents)} per m² per day`);

/** /warehouses/{id} (spec 01 section 2). Any failure to load reads as "Warehouse not found". */
export function OwnerWarehouseDetailPage() {
  const { id = '' } = useParams();
  const warehouse = useOwnerWarehouse(id);
  if (warehouse.isPending) return <PageSpinner label="Loading warehouse…" />;
  if (warehouse.isError) return <NotFound />;
  return <OwnerWarehouseDetailView key={warehouse.data.id} warehouse={warehouse.data} />;
}

function OwnerWarehouseDetailView({ warehouse }: { warehouse: OwnerWarehouseDetail }) {
  useDocumentTitle(warehouse.name);
  const { user } = useSession();
  const platform = usePlatformFeatures();
  const navigate = useNavigate();
  const location = useLocation();
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const [isInquiryOpen, setIsInquiryOpen] = useState(false);

  const [mainImage, ...moreImages] = warehouse.images;
  const price = perDay(warehouse.pricePerM2Cents);
  const canSendInquiry = platform.isEnabled('inquiries') && (!user || hasAnyRole(user.roles, ['customer']));
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
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {warehouse.warehouseTypeName && (
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{warehouse.warehouseTypeName}</span>
              )}
              {price && <span className="text-lg font-semibold text-brand-800">{price}</span>}
            </div>
          </div>

          {warehouse.description && <p className="leading-7 whitespace-pre-line text-ink">{warehouse.description}</p>}

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
              <dd className="mt-1 text-lg font-semibold text-ink">{formatSize(warehouse.sizeM2)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Price per m² per day</dt>
              <dd className="mt-1 text-lg font-semibold text-brand-800">
                {warehouse.pricePerM2Cents === null ? '—' : formatCents(warehouse.pricePerM2Cents)}
              </dd>
            </div>
          </dl>

          <OperatingHoursSummary warehouse={warehouse} />

          <div className="flex flex-wrap gap-3">
            {canShowOnMap && (
              <Link to={paths.warehouses.getHref({ view: 'map', selected: warehouse.id })} className={buttonClassName('secondary', 'md')}>
                <MapPin aria-hidden="true" className="size-4" />
                Show on Map
              </Link>
            )}
            {canSendInquiry && (
              <Button onClick={sendInquiry}>
                <Send aria-hidden="true" className="size-4" />
                Send Inquiry
              </Button>
            )}
            {warehouse.canManage && (
              <Link to={paths.editOwnerWarehouse.getHref(warehouse.id)} className={buttonClassName('secondary', 'md')}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            )}
          </div>
        </div>
      </div>

      <Section title="Features">
        {warehouse.features.length > 0 ? <FeatureList features={warehouse.features} /> : <p className="text-ink-muted">No features listed.</p>}
      </Section>

      {moreImages.length > 0 && (
        <Section title="More Images">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {moreImages.map((image, index) => (
              <li key={image.id}>
                <button type="button" onClick={() => setLightboxIndex(index + 1)} className="block w-full overflow-hidden rounded-lg bg-surface-muted">
                  <img
                    src={image.thumbnailUrl}
                    alt={`${warehouse.name}, image ${index + 2} of ${warehouse.images.length}`}
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="Available Services">
        {warehouse.services.length > 0 ? <ServiceList services={warehouse.services} /> : <p className="text-ink-muted">No services listed.</p>}
      </Section>

      <ImageLightbox images={warehouse.images} index={lightboxIndex} onIndexChange={setLightboxIndex} name={warehouse.name} />

      <Modal isOpen={isInquiryOpen} size="xl" title={`Send Inquiry for ${warehouse.name}`} onClose={() => setIsInquiryOpen(false)}>
        <InquiryModalContent
          warehouse={warehouse}
          onSaved={() => {
            setIsInquiryOpen(false);
            void navigate(paths.inquiries.getHref());
          }}
          onCancel={() => setIsInquiryOpen(false)}
        />
      </Modal>
    </div>
  );
}

/** The inquiry form of /inquiries/new, with this warehouse and its one space's type chosen. */
function InquiryModalContent({ warehouse, onSaved, onCancel }: { warehouse: OwnerWarehouseDetail; onSaved: () => void; onCancel: () => void }) {
  const reference = useReferenceData();
  if (reference.isError) {
    return (
      <ErrorAlert>
        <p>{INQUIRY_MESSAGES.loadFormFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void reference.refetch()}>
          Retry
        </Button>
      </ErrorAlert>
    );
  }
  if (!reference.data) return <Spinner label="Loading form…" showLabel className="py-10" />;
  return (
    <InquiryForm
      reference={reference.data}
      initialWarehouseIds={[warehouse.id]}
      initialSpaceTypeId={warehouse.spaceTypeId ?? undefined}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
