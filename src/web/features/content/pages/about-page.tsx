import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { ContentPage } from '../components/content-page';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`About 24WM`}
      lead={
        <Trans>
          24WM OÜ is a cargo agent based in Tallinn, Estonia. We help traders store, inspect, clear and
          move commodities between Europe, Asia and Africa, and we run the marketplace where warehouse
          owners offer their space to those traders.
        </Trans>
      }
    >
      <div className="prose-page">
        <h2>
          <Trans>What we do</Trans>
        </h2>
        <p>
          <Trans>
            Commodity trade depends on space in the right place at the right time: a yard near the
            port for a shipment that arrived early, a dry warehouse for bagged grain while a buyer
            is found, a bonded store so duties wait until the goods leave. Finding that space,
            agreeing a price and coordinating everything around it takes days of calls and emails
            with parties who often work in different languages and time zones.
          </Trans>
        </p>
        <p>
          <Trans>
            24WM brings that work into one place. Traders describe what they need and when;
            warehouse owners list what they have; our team turns each request into a priced offer
            and coordinates the services that go with it, from inspection at arrival to the truck
            that collects the goods.
          </Trans>
        </p>

        <h2>
          <Trans>Who we work with</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Traders and cargo owners</strong> who need short or long-term storage for
              bagged, bulk, palletised or containerised goods, and a single contact for everything
              that happens to the cargo while it is stored.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Warehouse and yard owners</strong> with space to fill. Listing is free, we
              bring the customers and handle the paperwork with them, and we pay the owner for every
              booking.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Service partners</strong>: inspection companies, licensed customs brokers and
              carriers we work with on each corridor, so that one offer can cover the whole job.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>How we work</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>One offer, itemised.</strong> Every offer lists the space, each service and our
              platform fee separately, in euros, with VAT shown apart. Nothing is added later that
              was not in the offer.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>One contact.</strong> Questions about a booking go to one conversation in your
              account, visible to our team, so nothing gets lost between emails.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Clear money flows.</strong> Customers are invoiced once their goods are stored
              and pay before the goods are dispatched; warehouse owners are paid by us.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Records you can use.</strong> Inspection reports, photographs and tally
              sheets are shared with you, ready for your buyer, your bank or an insurance claim.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>Why Tallinn</Trans>
        </h2>
        <p>
          <Trans>
            Estonia is an EU member state with a digital administration that lets a small team work
            with partners across three continents without a paper trail. From Tallinn we coordinate
            warehouses and partners in Europe, Asia and Africa during European office hours, and
            every contract we sign is governed by Estonian law.
          </Trans>
        </p>
      </div>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'lg')}>
          <Trans>Browse Warehouses</Trans>
        </Link>
        <Link to={paths.listingRequest.getHref()} className={buttonClassName('secondary', 'lg')}>
          <Trans>List Your Warehouse</Trans>
        </Link>
        <Link to={paths.contact.getHref()} className={buttonClassName('ghost', 'lg', 'underline underline-offset-4')}>
          <Trans>Contact Us</Trans>
        </Link>
      </div>
    </ContentPage>
  );
}
