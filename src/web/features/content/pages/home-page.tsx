import {
  ArrowRight,
  ClipboardCheck,
  FileCheck2,
  Forklift,
  Landmark,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { isServiceKey, SERVICE_SECTIONS, type ServiceKey } from '../service-catalogue';

/** A band of the page below the hero: its background across the width, the page's column, its heading (`{id}-heading`). */
function HomeBand({ id, title, isTitleHidden = false, className, children }: { id: string; title: string; isTitleHidden?: boolean; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className={isTitleHidden ? 'sr-only' : 'text-3xl font-bold tracking-tight text-brand-900'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The spec's delay before scrolling to `?scrollTo=` (lets the page lay out first). */
const SCROLL_TO_DELAY_MS = 200;

type ServiceCopy = { icon: LucideIcon; summary: string; points: readonly string[] };

const SERVICE_COPY: Record<ServiceKey, ServiceCopy> = {
  storage: {
    icon: Warehouse,
    summary:
      'We match your cargo with warehouse or yard space that suits it, covered, open-air or specialised, and coordinate the booking, the paperwork and the warehouse team for you.',
    points: [
      'Covered, open-yard and specialised space from vetted warehouse partners',
      'Short and long storage periods, priced per m² per day',
      'One offer that covers the space and every service around it',
    ],
  },
  inspection: {
    icon: ClipboardCheck,
    summary:
      'Independent checks at the warehouse when goods arrive and before they leave: quantity, condition, packing and marking, with photographs and a written report you can pass to your buyer or your bank.',
    points: [
      'Tally and condition checks at receipt and at dispatch',
      'Sampling and laboratory analysis arranged on request',
      'Photo reports that support claims and letters of credit',
    ],
  },
  compliance: {
    icon: FileCheck2,
    summary:
      'Before a shipment moves we check the documents it needs: commercial invoice, packing list, certificates of origin, and the export licences or sanctions screening that some goods and destinations require.',
    points: [
      "Document checks against the destination country's rules",
      'Certificates of origin and phytosanitary certificates coordinated',
      'Screening for dual-use and restricted goods',
    ],
  },
  customs: {
    icon: Landmark,
    summary:
      'Through licensed customs brokers we declare import, export and transit shipments, arrange customs warehousing so duties wait until goods leave, and keep you informed at every step.',
    points: [
      'Import, export and transit declarations',
      'Customs warehousing with duties suspended while goods are stored',
      'Tariff classification and duty estimates before you commit',
    ],
  },
  handling: {
    icon: Forklift,
    summary:
      'Unloading, palletising, bagging, container stuffing and stripping, and loading of trucks, railcars and containers, carried out by the warehouse team to a plan we agree with you in advance.',
    points: [
      'Container stuffing and stripping',
      'Palletising, bagging, labelling and wrapping',
      'Supervised loading with tally sheets and photos',
    ],
  },
  distribution: {
    icon: Truck,
    summary:
      'From the warehouse onwards we book road, rail, sea and multimodal transport to your buyers in Europe, Asia and Africa, and agree collection slots with the warehouse so trucks do not wait.',
    points: [
      'Full and part loads by road and rail',
      'Container bookings through the main ports',
      'Delivery scheduling and proof of delivery',
    ],
  },
};

const STEPS = [
  {
    title: 'Find space',
    text: 'Browse warehouses by location, space type, features and services, or tell us what you need and we search for you.',
  },
  {
    title: 'Send an inquiry',
    text: 'Say how much space you need, for which dates, and which services should come with it.',
  },
  {
    title: 'Receive an offer',
    text: 'Our team prices the space and services in one offer with a clear validity date. Accept it, reject it or ask for changes.',
  },
  {
    title: 'Store and dispatch',
    text: 'Your goods are received and stored. You are invoiced once they are in storage and pay before they are dispatched.',
  },
] as const;

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

export function HomePage() {
  useDocumentTitle();
  useScrollToServiceSection();

  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">
            Cargo agent · Tallinn, Estonia
          </p>
          <h1
            id="hero-heading"
            className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Warehouse space and cargo services between Europe, Asia and Africa
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">
            24WM finds storage for your commodities, inspects them, clears them through customs and
            sends them on to your buyers. Warehouse owners list their space with us for free and
            are paid by us for every booking.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={paths.warehouses.getHref()} className={buttonClassName('inverse', 'lg')}>
              Browse Warehouses
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={paths.listingRequest.getHref()}
              className={buttonClassName('outlineInverse', 'lg')}
            >
              List Your Warehouse
            </Link>
            <Link
              to={paths.contact.getHref()}
              className="inline-flex min-h-12 items-center justify-center px-2 text-base font-semibold text-white underline underline-offset-4 hover:text-accent-200"
            >
              Talk to our team
            </Link>
          </div>
          <ul className="mt-12 grid gap-4 text-sm text-brand-100 sm:grid-cols-3">
            <li className="border-l-2 border-accent-400 pl-3">Free listing for warehouse owners</li>
            <li className="border-l-2 border-accent-400 pl-3">One offer for space and services, VAT shown apart</li>
            <li className="border-l-2 border-accent-400 pl-3">One contact from arrival to dispatch</li>
          </ul>
        </div>
      </section>

      <HomeBand id="services" title="Our services" className="bg-white">
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-muted">
          Six services, one contact. Take the storage on its own or let us handle the whole
          chain from the moment your cargo arrives until it reaches your buyer.
        </p>
        <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICE_SECTIONS.map((service) => {
            const copy = SERVICE_COPY[service.key];
            const Icon = copy.icon;
            return (
              <section
                key={service.key}
                id={service.key}
                tabIndex={-1}
                aria-labelledby={`${service.key}-heading`}
                className="scroll-mt-24 rounded-xl border border-line bg-white p-6 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-9 text-accent-700" />
                <h3 id={`${service.key}-heading`} className="mt-4 text-xl font-semibold text-brand-900">
                  {service.title}
                </h3>
                <p className="mt-3 leading-7 text-ink-muted">{copy.summary}</p>
                <ul className="mt-4 space-y-2 text-sm text-ink">
                  {copy.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </HomeBand>

      <HomeBand id="how" title="How booking works" className="bg-surface-muted">
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </HomeBand>

      <HomeBand id="cta" title="Get started" isTitleHidden className="bg-white">
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-brand-800 p-8 text-white">
            <h3 className="text-2xl font-bold">Need space for your cargo?</h3>
            <p className="mt-3 leading-7 text-brand-100">
              Compare warehouses and yards by location, space type and services, then send one
              inquiry to as many of them as you like.
            </p>
            <Link to={paths.warehouses.getHref()} className={buttonClassName('inverse', 'lg', 'mt-6')}>
              Browse Warehouses
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <div className="rounded-2xl border-2 border-brand-800 p-8">
            <h3 className="text-2xl font-bold text-brand-900">Own a warehouse or a yard?</h3>
            <p className="mt-3 leading-7 text-ink-muted">
              Listing is free. We bring you traders, handle the paperwork with them and pay you
              for every booking.
            </p>
            <Link to={paths.listingRequest.getHref()} className={buttonClassName('primary', 'lg', 'mt-6')}>
              List Your Warehouse
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
        <p className="mt-10 text-center text-ink-muted">
          Not sure where to start?{' '}
          <Link
            to={paths.contact.getHref()}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
          >
            Contact our team
          </Link>{' '}
          and tell us about your cargo.
        </p>
      </HomeBand>
    </>
  );
}
