import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { HomeBand } from './home-band';

/** The four steps, their words read in the language of the moment where they are drawn. */
const STEPS = [
  {
    title: msg`Find space`,
    text: msg`Browse warehouses by location, space type, features and services, or tell us what you need and we search for you.`,
  },
  {
    title: msg`Send an inquiry`,
    text: msg`Say how much space you need, for which dates, and which services should come with it.`,
  },
  {
    title: msg`Receive an offer`,
    text: msg`Our team prices the space and services in one offer with a clear validity date. Accept it, reject it or ask for changes.`,
  },
  {
    title: msg`Store and dispatch`,
    text: msg`Your goods are received and stored. You are invoiced once they are in storage and pay before they are dispatched.`,
  },
] as const;

/** The home page's bands after the services: how booking works, and the call to action. Loaded lazily (home-page.tsx). */
export function HomeLowerBands() {
  const { t, i18n } = useLingui();
  return (
    <>
      <HomeBand id="how" title={t`How booking works`} className="bg-surface-muted">
        <ol className="mt-8 grid gap-4 sm:mt-10 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title.id} className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-brand-900 sm:mt-4">{i18n._(step.title)}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </HomeBand>

      <HomeBand id="cta" title={t`Get started`} isTitleHidden className="bg-white">
        {/* One column that never grows past the phone: a language's long words wrap inside it. */}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
            <h3 className="text-2xl font-bold"><Trans>Need space for your cargo?</Trans></h3>
            <p className="mt-3 leading-7 text-brand-100">
              <Trans>
                Compare warehouses and yards by location, space type and services, then send one
                inquiry to as many of them as you like.
              </Trans>
            </p>
            <Link to={paths.warehouses.getHref()} className={buttonClassName('inverse', 'lg', 'mt-6 !whitespace-normal text-center')}>
              <Trans>Browse Warehouses</Trans>
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-5" />
            </Link>
          </div>
          <div className="rounded-2xl border-2 border-brand-800 p-6 sm:p-8">
            <h3 className="text-2xl font-bold text-brand-900"><Trans>Own a warehouse or a yard?</Trans></h3>
            <p className="mt-3 leading-7 text-ink-muted">
              <Trans>
                Listing is free. We bring you traders, handle the paperwork with them and pay you
                for every booking.
              </Trans>
            </p>
            <Link to={paths.listingRequest.getHref()} className={buttonClassName('primary', 'lg', 'mt-6 !whitespace-normal text-center')}>
              <Trans>List Your Warehouse</Trans>
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-5" />
            </Link>
          </div>
        </div>
        <p className="mt-10 text-center text-ink-muted">
          <Trans>
            Not sure where to start?{' '}
            <Link
              to={paths.contact.getHref()}
              className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
            >
              Contact our team
            </Link>{' '}
            and tell us about your cargo.
          </Trans>
        </p>
      </HomeBand>
    </>
  );
}
