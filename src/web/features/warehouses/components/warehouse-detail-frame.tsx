import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, EyeOff, ImageOff, MapPin, Maximize2, Pencil, Warehouse as WarehouseIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WarehouseDetail, WarehouseImage } from '@shared/contracts/warehouses';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { formatSize } from '@shared/sizes';
import { MAIN_IMAGE_SIZES, mainImageSrcSet } from '@shared/image-sizes';
import { paths } from '@web/app/paths';
import { ApproximateAmount } from '@web/components/display-currency/approximate-amount';
import { Button, buttonClassName } from '@web/components/ui/button';
import { MessageScreen } from '@web/components/ui/message-screen';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FeatureList } from './feature-list';
import { ImageLightbox } from './image-lightbox';
import { ServiceList } from './service-list';

/**
 * The parts of a warehouse's detail page that both catalogues show alike (/m-warehouses/{id} and
 * the single-space /warehouses/{id}): the frame with Back, the inactive note, the main image and
 * the lightbox; the location, capacity, features, services and more-images blocks; the Show on Map
 * and Edit links. Each page arranges them with what is its own (spaces, hours, inquiry).
 */

function BackButton({ fallbackHref }: { fallbackHref: string }) {
  const navigate = useNavigate();
  function goBack() {
    // React Router numbers its history entries; 0 means this page was the first one visited.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallbackHref);
  }
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ms-3">
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      <Trans>Back</Trans>
    </Button>
  );
}

/** What any failure to load a warehouse reads as: the spec's "Warehouse not found". */
export function WarehouseNotFound() {
  useDocumentTitle(WAREHOUSE_MESSAGES.notFound);
  return (
    <MessageScreen icon={<WarehouseIcon aria-hidden="true" className="size-12 text-ink-muted" />} title={WAREHOUSE_MESSAGES.notFound}>
      <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-8')}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        <Trans>Back to warehouses</Trans>
      </Link>
    </MessageScreen>
  );
}

type WarehouseDetailFrameProps = {
  warehouse: { name: string; nameLocale: string; isActive: boolean; canManage: boolean; images: readonly WarehouseImage[] };
  /** Where Back goes when this page was the first one visited. */
  backHref: string;
  /** The picture open in the lightbox (null: closed); the main image is 0. */
  lightboxIndex: number | null;
  onLightboxChange: (index: number | null) => void;
  /** Under the name: what kind of warehouse it is and its price. */
  underName: ReactNode;
  /** Beside the main image, after the name: location, capacity, actions. */
  summary: ReactNode;
  /** The sections under it. */
  children: ReactNode;
};

/** A detail page's frame: Back, the owner's inactive note, the main image with the summary beside it, the sections, the lightbox. */
export function WarehouseDetailFrame({ warehouse, backHref, lightboxIndex, onLightboxChange, underName, summary, children }: WarehouseDetailFrameProps) {
  const { t } = useLingui();
  const [mainImage] = warehouse.images;
  const name = warehouse.name;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackButton fallbackHref={backHref} />

      {!warehouse.isActive && warehouse.canManage && (
        <div role="note" className="mt-4 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <Trans>Inactive — not visible to traders</Trans>
          </p>
        </div>
      )}

      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {mainImage ? (
            <button
              type="button"
              onClick={() => onLightboxChange(0)}
              className="block w-full overflow-hidden rounded-lg bg-surface-muted"
              aria-label={t`Enlarge the main image of ${name}`}
            >
              {/* The page's largest paint: fetched first (the HTML preloads the same choice of file,
                  server warehouses.landing.ts), and the thumbnail where it is wide enough. */}
              <img
                src={mainImage.url}
                srcSet={mainImageSrcSet(mainImage)}
                sizes={MAIN_IMAGE_SIZES}
                width={480}
                height={360}
                fetchPriority="high"
                alt={warehouse.name}
                className="aspect-[4/3] w-full object-cover"
              />
            </button>
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-surface-muted text-ink-muted">
              <ImageOff aria-hidden="true" className="size-10" />
              <p>
                <Trans>No image available</Trans>
              </p>
            </div>
          )}
        </div>

        <div className="flex flex-col gap-5">
          <div>
            {/* The name in the reader's language when the owner translated it, else the original: marked with its language. */}
            <h1 lang={warehouse.nameLocale} className="text-3xl font-bold tracking-tight text-ink">
              {warehouse.name}
            </h1>
            {underName}
          </div>
          {summary}
        </div>
      </div>

      {children}

      <ImageLightbox images={warehouse.images} index={lightboxIndex} onIndexChange={onLightboxChange} name={warehouse.name} />
    </div>
  );
}

/**
 * A phone's bar for the page's main action (Send Inquiry). Below the lg layout the summary's actions sit
 * under the picture and the facts, out of a phone's first view, so this bar holds them at the bottom of
 * the screen instead. It is sticky, not fixed, and the frame's last child: while the page scrolls it
 * stays in view, and at the end it rests in its own place after the sections, so it never hides the
 * last of them or the footer. The page shows the same action in the summary from lg up only.
 */
export function PhoneActionBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center gap-3 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:hidden"
    >
      {children}
    </div>
  );
}

/** A titled section under the summary. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="text-xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The Location block of the summary. */
export function WarehouseAddress({ warehouse }: { warehouse: Pick<WarehouseDetail, 'address' | 'postalCode' | 'city' | 'country'> }) {
  return (
    <div>
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        <MapPin aria-hidden="true" className="size-4" />
        <Trans>Location</Trans>
      </h2>
      <address className="mt-1 text-ink not-italic">
        {warehouse.address}
        <br />
        {warehouse.postalCode} {warehouse.city}
        <br />
        {warehouse.country}
      </address>
    </div>
  );
}

type PriceFact = {
  label: string;
  value: string;
  /** The euro price in cents, for its approximate amount in a chosen display currency (none without a price). */
  cents: number | null;
  /** What the price is per, when the label does not say it. */
  unit?: string;
};

/** Total capacity and, when there is one, the price beside it (with its approximate amount in a display currency). */
export function CapacityFacts({ sizeM2, price }: { sizeM2: number; price?: PriceFact | null }) {
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg border border-line bg-surface-muted p-4">
      <div>
        <dt className="flex items-center gap-1.5 text-sm text-ink-muted">
          <Maximize2 aria-hidden="true" className="size-3.5" />
          <Trans>Total capacity</Trans>
        </dt>
        <dd className="mt-1 text-lg font-semibold text-ink">{formatSize(sizeM2)}</dd>
      </div>
      {price && (
        <div>
          <dt className="text-sm text-ink-muted">{price.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-brand-800">
            {price.value}
            {price.cents !== null && <ApproximateAmount cents={price.cents} unit={price.unit} />}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Show on Map: the browse map centred on the warehouse, with its popup open. */
export function ShowOnMapLink({ warehouseId }: { warehouseId: string }) {
  return (
    <Link to={paths.warehouses.getHref({ view: 'map', selected: warehouseId })} className={buttonClassName('secondary', 'md')}>
      <MapPin aria-hidden="true" className="size-4" />
      <Trans>Show on Map</Trans>
    </Link>
  );
}

export function EditWarehouseLink({ href }: { href: string }) {
  return (
    <Link to={href} className={buttonClassName('secondary', 'md')}>
      <Pencil aria-hidden="true" className="size-4" />
      <Trans>Edit</Trans>
    </Link>
  );
}

/** A detail section listing what the warehouse offers of one kind, or saying it lists none. */
function OfferedSection({ title, isEmpty, empty, children }: { title: string; isEmpty: boolean; empty: string; children: ReactNode }) {
  return <DetailSection title={title}>{isEmpty ? <p className="text-ink-muted">{empty}</p> : children}</DetailSection>;
}

export function FeaturesDetailSection({ features }: { features: WarehouseDetail['features'] }) {
  const { t } = useLingui();
  return (
    <OfferedSection title={t`Features`} isEmpty={features.length === 0} empty={t`No features listed.`}>
      <FeatureList features={features} />
    </OfferedSection>
  );
}

export function ServicesDetailSection({ services, writtenIn }: Pick<WarehouseDetail, 'services' | 'writtenIn'>) {
  const { t } = useLingui();
  return (
    <OfferedSection title={t`Available Services`} isEmpty={services.length === 0} empty={t`No services listed.`}>
      <ServiceList services={services} writtenIn={writtenIn} />
    </OfferedSection>
  );
}

/** The pictures after the main one, each opening the lightbox; nothing when there are none. */
export function MoreImagesSection({ name, images, onOpen }: { name: string; images: readonly WarehouseImage[]; onOpen: (index: number) => void }) {
  const { t } = useLingui();
  const moreImages = images.slice(1);
  if (moreImages.length === 0) return null;
  const count = images.length;
  return (
    <DetailSection title={t`More Images`}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {moreImages.map((image, index) => {
          const position = index + 2;
          return (
            <li key={image.id}>
              <button type="button" onClick={() => onOpen(index + 1)} className="block w-full overflow-hidden rounded-lg bg-surface-muted">
                <img
                  src={image.thumbnailUrl}
                  alt={t`${name}, image ${position} of ${count}`}
                  width={480}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition-transform hover:scale-[1.03] motion-reduce:transition-none"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
