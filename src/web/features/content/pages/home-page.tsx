import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { lazySlot } from '@web/components/lazy-slot';
import { buttonClassName } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FeaturedSkeleton } from '@web/features/warehouses/components/featured-skeleton';
import { homeSearchQuery } from '@web/features/warehouses/lib/home-search';
import { HomeBand } from '../components/home-band';
import { isServiceKey, SERVICE_SECTIONS, type ServiceKey } from '../service-catalogue';

// The icon's box is there from the start: the lazy icon fills it without moving anything.
const ServiceIcon = lazySlot(() => import('../components/service-icon').then((module) => module.ServiceIcon), { loading: <span className="block size-9" /> });
// Below the services: their own chunk, so the text weighs nothing on the first load. Nothing above them moves when they arrive.
const HomeLowerBands = lazySlot(() => import('../components/home-lower-bands').then((module) => module.HomeLowerBands));
// Its own chunk: the cards, their query and formatting stay out of the home page's first load.
// Failing to load, the band keeps its "See all warehouses" link rather than a box that never fills.
const FeaturedWarehouses = lazySlot(() => import('@web/features/warehouses/components/featured-warehouses').then((module) => module.FeaturedWarehouses), {
  loading: <FeaturedSkeleton />,
  failed: null,
});

/** The spec's delay before scrolling to `?scrollTo=` (lets the page lay out first). */
const SCROLL_TO_DELAY_MS = 200;

/** A service's words, read in the language of the moment where they are drawn. */
type ServiceCopy = { summary: MessageDescriptor; points: readonly MessageDescriptor[] };

const SERVICE_COPY: Record<ServiceKey, ServiceCopy> = {
  storage: {
    summary: msg`We match your cargo with warehouse or yard space that suits it, covered, open-air or specialised, and coordinate the booking, the paperwork and the warehouse team for you.`,
    points: [
      msg`Covered, open-yard and specialised space from vetted warehouse partners`,
      msg`Short and long storage periods, priced per m² per day`,
      msg`One offer that covers the space and every service around it`,
    ],
  },
  inspection: {
    summary: msg`Independent checks at the warehouse when goods arrive and before they leave: quantity, condition, packing and marking, with photographs and a written report you can pass to your buyer or your bank.`,
    points: [
      msg`Tally and condition checks at receipt and at dispatch`,
      msg`Sampling and laboratory analysis arranged on request`,
      msg`Photo reports that support claims and letters of credit`,
    ],
  },
  compliance: {
    summary: msg`Before a shipment moves we check the documents it needs: commercial invoice, packing list, certificates of origin, and the export licences or sanctions screening that some goods and destinations require.`,
    points: [
      msg`Document checks against the destination country's rules`,
      msg`Certificates of origin and phytosanitary certificates coordinated`,
      msg`Screening for dual-use and restricted goods`,
    ],
  },
  customs: {
    summary: msg`Through licensed customs brokers we declare import, export and transit shipments, arrange customs warehousing so duties wait until goods leave, and keep you informed at every step.`,
    points: [
      msg`Import, export and transit declarations`,
      msg`Customs warehousing with duties suspended while goods are stored`,
      msg`Tariff classification and duty estimates before you commit`,
    ],
  },
  handling: {
    summary: msg`Unloading, palletising, bagging, container stuffing and stripping, and loading of trucks, railcars and containers, carried out by the warehouse team to a plan we agree with you in advance.`,
    points: [
      msg`Container stuffing and stripping`,
      msg`Palletising, bagging, labelling and wrapping`,
      msg`Supervised loading with tally sheets and photos`,
    ],
  },
  distribution: {
    summary: msg`From the warehouse onwards we book road, rail, sea and multimodal transport to your buyers in Europe, Asia and Africa, and agree collection slots with the warehouse so trucks do not wait.`,
    points: [
      msg`Full and part loads by road and rail`,
      msg`Container bookings through the main ports`,
      msg`Delivery scheduling and proof of delivery`,
    ],
  },
};

/**
 * `?scrollTo=<service key>` scrolls to that service 200 ms after render, and again whenever the
 * location changes (choosing a Services entry while already on the home page).
 */
function useScrollToServiceSection() {
  const [searchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const target = searchParams.get('scrollTo');

  useEffect(() => {
    if (!isServiceKey(target)) return;
    const timer = window.setTimeout(() => {
      const section = document.getElementById(target);
      if (!section) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      // Move keyboard and screen-reader focus along with the view.
      section.focus({ preventScroll: true });
    }, SCROLL_TO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, locationKey]);
}

/** A labelled field of the hero's search. */
function SearchField({ label, className, ...input }: { label: string; className: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={input.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input {...input} className="mt-1 block min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted/80" />
    </div>
  );
}

/**
 * The hero's search: where, when and how much, opened in browse with browse's own URL parameters
 * (home-search.ts); browse checks them and says what it could not use. Plain fields and one handler,
 * so it costs the first load next to nothing.
 */
function HomeSearchForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    const query = homeSearchQuery({ location: field('location'), from: field('from'), to: field('to'), size: field('size') });
    void navigate(`${paths.warehouses.getHref()}${query ? `?${query}` : ''}`);
  }
  return (
    <form
      role="search"
      aria-labelledby="home-search-heading"
      onSubmit={submit}
      className="rounded-2xl bg-white p-5 text-ink shadow-xl sm:p-6"
    >
      <h2 id="home-search-heading" className="text-xl font-bold text-brand-900">
        <Trans>Find warehouse space</Trans>
      </h2>
      {/* The dates one under the other on a phone: side by side, a native date input cuts the year. */}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <SearchField label={t`Location`} className="col-span-2" id="home-location" name="location" maxLength={200} placeholder={t`City, country or port`} autoComplete="off" />
        <SearchField label={t`From`} className="col-span-2 sm:col-span-1" id="home-from" name="from" type="date" />
        <SearchField label={t`To`} className="col-span-2 sm:col-span-1" id="home-to" name="to" type="date" />
        <SearchField label={t`Space needed (m²)`} className="col-span-2" id="home-size" name="size" type="number" min={0} step={0.01} inputMode="decimal" placeholder={t`e.g. 500`} />
      </div>
      <button type="submit" className={buttonClassName('primary', 'lg', 'mt-5 w-full')}>
        <Trans>Search Warehouses</Trans>
      </button>
    </form>
  );
}

export function HomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle();
  useScrollToServiceSection();

  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-4 py-8 sm:gap-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">
              <Trans>Cargo agent · Tallinn, Estonia</Trans>
            </p>
            <h1
              id="hero-heading"
              className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight break-words text-balance sm:mt-4 sm:text-5xl"
            >
              <Trans>Warehouse space and cargo services between Europe, Asia and Africa</Trans>
            </h1>
            {/* From sm up: a phone goes from the title to the actions and the search. */}
            <p className="mt-6 hidden max-w-2xl text-lg leading-8 text-brand-100 sm:block">
              <Trans>
                24WM finds storage for your commodities, inspects them, clears them through customs and
                sends them on to your buyers. Warehouse owners list their space with us for free and
                are paid by us for every booking.
              </Trans>
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:mt-10 sm:flex-row sm:flex-wrap">
              <Link to={paths.warehouses.getHref()} className={buttonClassName('inverse', 'lg')}>
                <Trans>Browse Warehouses</Trans>
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-5" />
              </Link>
              <Link
                to={paths.listingRequest.getHref()}
                className={buttonClassName('outlineInverse', 'lg')}
              >
                <Trans>List Your Warehouse</Trans>
              </Link>
              <Link
                to={paths.contact.getHref()}
                className="inline-flex min-h-12 items-center justify-center px-2 text-base font-semibold text-white underline underline-offset-4 hover:text-accent-200"
              >
                <Trans>Talk to our team</Trans>
              </Link>
            </div>
          </div>
          <HomeSearchForm />
        </div>
      </section>

      <HomeBand id="featured" title={t`Newest warehouses`} className="bg-surface-muted">
        <div className="mt-8">
          <FeaturedWarehouses />
        </div>
        <Link to={paths.warehouses.getHref()} className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800">
          <Trans>See all warehouses</Trans>
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        </Link>
      </HomeBand>

      <HomeBand id="services" title={t`Our services`} className="bg-white">
        <p className="mt-4 hidden max-w-3xl text-lg leading-8 text-ink-muted sm:block">
          <Trans>
            Six services, one contact. Take the storage on its own or let us handle the whole
            chain from the moment your cargo arrives until it reaches your buyer.
          </Trans>
        </p>
        <div className="mt-8 grid gap-4 sm:mt-12 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICE_SECTIONS.map((service) => {
            const copy = SERVICE_COPY[service.key];
            return (
              <section
                key={service.key}
                id={service.key}
                tabIndex={-1}
                aria-labelledby={`${service.key}-heading`}
                className="scroll-mt-24 panel p-5 sm:p-6"
              >
                <ServiceIcon serviceKey={service.key} />
                <h3 id={`${service.key}-heading`} className="mt-4 text-xl font-semibold text-brand-900">
                  {i18n._(service.title)}
                </h3>
                <p className="mt-3 leading-7 text-ink-muted">{i18n._(copy.summary)}</p>
                {/* The points only from sm up: a phone gets each service in a few lines. */}
                <ul className="mt-4 hidden space-y-2 text-sm text-ink sm:block">
                  {copy.points.map((point) => (
                    <li key={point.id} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-700" />
                      {i18n._(point)}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </HomeBand>

      <HomeLowerBands />
    </>
  );
}
