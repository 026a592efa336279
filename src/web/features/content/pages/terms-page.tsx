import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ContentPage } from '../components/content-page';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Terms & Conditions`}
      lead={
        <Trans>
          These terms govern the use of the 24WM website and marketplace, operated by 24WM OÜ, Tallinn,
          Estonia. By creating an account, sending an inquiry or listing a warehouse you agree to them.
        </Trans>
      }
    >
      <div className="prose-page">
        <h2>
          <Trans>1. Who we are and what we do</Trans>
        </h2>
        <p>
          <Trans>
            24WM OÜ (&quot;24WM&quot;, &quot;we&quot;) is a cargo agent registered in Estonia. Through
            this website we connect customers who need storage for their goods (&quot;customers&quot;)
            with owners and operators of warehouses and yards (&quot;warehouse owners&quot;), and we
            coordinate related services such as cargo inspection, export compliance, customs
            clearance, handling and loading, and distribution.
          </Trans>
        </p>
        <p>
          <Trans>
            For each booking we act as the customer&apos;s agent and contract with the warehouse
            owner and any service partner needed to deliver the offer. The warehouse owner remains
            responsible for operating the warehouse and for the care of the goods while they are
            stored.
          </Trans>
        </p>

        <h2>
          <Trans>2. Accounts</Trans>
        </h2>
        <ul>
          <li>
            <Trans>You must give accurate details and keep them up to date in your profile.</Trans>
          </li>
          <li>
            <Trans>
              You are responsible for keeping your password confidential and for everything done
              through your account. Tell us at once at{' '}
              <a href="mailto:support@24wm.eu">support@24wm.eu</a> if you suspect misuse.
            </Trans>
          </li>
          <li>
            <Trans>
              Accounts are for businesses and their authorised staff. We may suspend or close an
              account that breaks these terms or is used for unlawful trade.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>3. Warehouse listings</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Listing a warehouse is free. We earn a commission only on successful bookings.</Trans>
          </li>
          <li>
            <Trans>
              Warehouse owners must describe their premises, spaces, prices, features and services
              accurately, hold every licence and insurance their activity requires, and keep the
              listing&apos;s availability current.
            </Trans>
          </li>
          <li>
            <Trans>
              Every listing request is reviewed before it is published. We may decline or remove a
              listing that is inaccurate, incomplete or unsuitable for the goods our customers store.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>4. Inquiries, offers and bookings</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              An inquiry is a request for an offer and does not commit you to anything. One inquiry
              is created for each warehouse you select.
            </Trans>
          </li>
          <li>
            <Trans>
              An offer states the space allocated, the services included, their prices, our
              platform fee, any specific terms of the warehouse, and the date until which the offer
              is valid. Prices are in euros and exclude VAT, which is added where it applies.
            </Trans>
          </li>
          <li>
            <Trans>
              A booking is made when you accept an offer before it expires. You may also reject an
              offer or ask for changes; a revised offer replaces the previous one.
            </Trans>
          </li>
          <li>
            <Trans>
              Estimates shown while you prepare an inquiry are indicative. Only the accepted offer
              is binding.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>5. Invoicing and payment</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Customers are invoiced after their goods are stored. Invoices must be paid before the
              goods are dispatched, and we may instruct the warehouse to hold the goods until
              payment is received.
            </Trans>
          </li>
          <li>
            <Trans>
              Warehouse owners are paid by 24WM for the space and services booked, on the terms
              agreed with them when the listing is approved.
            </Trans>
          </li>
          <li>
            <Trans>Late payments bear interest at the rate set by Estonian law.</Trans>
          </li>
        </ul>

        <h2>
          <Trans>6. Cancellations</Trans>
        </h2>
        <p>
          <Trans>
            Cancellation terms vary by warehouse. The terms that apply to a booking are stated in
            its offer. If no terms are stated, a booking may be cancelled free of charge until the
            goods arrive at the warehouse; services already performed remain payable.
          </Trans>
        </p>

        <h2>
          <Trans>7. Your goods</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Customers must describe their goods accurately, including their nature, packing,
              weight and value, and provide the documents required to store, clear and move them.
            </Trans>
          </li>
          <li>
            <Trans>
              Dangerous, perishable or high-value goods may be stored only when this is stated in
              the inquiry and accepted in the offer. Goods whose trade is prohibited or sanctioned
              are never accepted.
            </Trans>
          </li>
          <li>
            <Trans>
              Goods are not insured by 24WM unless insurance is included in the offer. We recommend
              that customers keep cargo insurance for the whole storage period.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>8. Messages and conduct</Trans>
        </h2>
        <p>
          <Trans>
            Messages sent through the platform are kept with the inquiry or booking they belong to
            and can be read by our team. Do not use them to share passwords or payment card
            details, and keep them professional and relevant to the booking.
          </Trans>
        </p>

        <h2>
          <Trans>9. Liability</Trans>
        </h2>
        <p>
          <Trans>
            We carry out our work as agent with reasonable care and skill. We are not liable for the
            acts of warehouse owners, carriers or other third parties beyond our duty to select and
            instruct them with care, nor for indirect loss such as lost profit or missed sales. Our
            liability for any booking is limited to the fees we received for it, except where the
            law does not allow such a limit, including for intent and gross negligence.
          </Trans>
        </p>

        <h2>
          <Trans>10. Changes to these terms</Trans>
        </h2>
        <p>
          <Trans>
            We may update these terms. The version published on this page when an offer is
            accepted applies to that booking. We will tell registered users by email about changes
            that affect them materially.
          </Trans>
        </p>

        <h2>
          <Trans>11. Law and disputes</Trans>
        </h2>
        <p>
          <Trans>
            These terms and every booking made through 24WM are governed by the law of the Republic
            of Estonia. We will try to settle any disagreement by discussion first; otherwise
            disputes are decided by Harju County Court in Tallinn, unless mandatory law gives you
            the right to another court.
          </Trans>
        </p>

        <h2>
          <Trans>12. Contact</Trans>
        </h2>
        <p>
          <Trans>
            Questions about these terms: <a href="mailto:support@24wm.eu">support@24wm.eu</a>. See
            also our <Link to={paths.privacy.getHref()}>Privacy Policy</Link> and the{' '}
            <Link to={paths.faq.getHref()}>FAQ</Link>.
          </Trans>
        </p>
      </div>
    </ContentPage>
  );
}
