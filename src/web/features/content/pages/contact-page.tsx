import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, LifeBuoy, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ContentPage } from '../components/content-page';

const SUPPORT_EMAIL = 'support@24wm.eu';
const INQUIRIES_EMAIL = 'inquiries@24wm.eu';

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800';

/** One way to reach us: an icon, what it is for, and how. */
function ContactCard({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-line p-6">
      <Icon aria-hidden="true" className="size-8 text-accent-700" />
      <h2 id={`${id}-heading`} className="mt-3 text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EmailLine({ address }: { address: string }) {
  return (
    <p className="mt-4">
      <a href={`mailto:${address}`} className={linkClass}>
        {address}
      </a>
    </p>
  );
}

export function ContactPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Contact Us`}
      width="wide"
      lead={
        <Trans>
          Tell us about your cargo or your warehouse. We reply to every message on working days,
          usually within one business day.
        </Trans>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ContactCard id="inquiries" icon={Mail} title={t`Storage and service inquiries`}>
          <p className="mt-2 leading-7 text-ink-muted">
            <Trans>
              Quotes for storage, inspection, customs clearance, handling or transport, and questions
              about an offer.
            </Trans>
          </p>
          <EmailLine address={INQUIRIES_EMAIL} />
        </ContactCard>

        <ContactCard id="support" icon={LifeBuoy} title={t`Customer support`}>
          <p className="mt-2 leading-7 text-ink-muted">
            <Trans>
              Help with your account, signing in, listings, bookings or anything on this website
              that does not work as expected.
            </Trans>
          </p>
          <EmailLine address={SUPPORT_EMAIL} />
        </ContactCard>

        <ContactCard id="office" icon={MapPin} title={t`Office`}>
          <address className="mt-2 leading-7 text-ink-muted not-italic">
            24WM OÜ
            <br />
            <Trans>Tallinn, Estonia</Trans>
          </address>
        </ContactCard>

        <ContactCard id="hours" icon={Clock} title={t`Office hours`}>
          <p className="mt-2 leading-7 font-medium text-ink">
            <Trans>Mon-Fri 9:00-18:00 EET</Trans>
          </p>
          <p className="leading-7 text-ink">
            <Trans>Weekends closed</Trans>
          </p>
          <p className="mt-3 text-sm text-ink-muted">
            <Trans>Messages that arrive at the weekend are answered on Monday morning.</Trans>
          </p>
        </ContactCard>
      </div>

      <section aria-labelledby="include-heading" className="mt-12">
        <h2 id="include-heading" className="text-2xl font-bold tracking-tight text-brand-900">
          <Trans>What to include in a storage inquiry</Trans>
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 leading-7 text-ink">
          <li>
            <Trans>The goods: commodity, packing (bags, bulk, pallets, containers) and any special needs</Trans>
          </li>
          <li>
            <Trans>The quantity, in tonnes, pallets or the m² of space you expect to need</Trans>
          </li>
          <li>
            <Trans>Where the goods are coming from, where they are going, and the city you want them stored in</Trans>
          </li>
          <li>
            <Trans>Your dates: when the goods arrive and how long they will stay</Trans>
          </li>
          <li>
            <Trans>The services you need: inspection, customs, handling, onward transport</Trans>
          </li>
        </ul>
        <p className="mt-6 leading-7 text-ink-muted">
          <Trans>
            You can also{' '}
            <Link to={paths.warehouses.getHref()} className={linkClass}>
              browse warehouses
            </Link>{' '}
            and send an inquiry directly, or, if you own a warehouse,{' '}
            <Link to={paths.listingRequest.getHref()} className={linkClass}>
              list your warehouse
            </Link>{' '}
            for free.
          </Trans>
        </p>
      </section>
    </ContentPage>
  );
}
