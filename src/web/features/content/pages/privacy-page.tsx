import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ContentPage } from '../components/content-page';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Privacy Policy`}
      lead={
        <Trans>
          How 24WM OÜ collects, uses and protects personal data when you use our website and marketplace,
          and the rights you have under the EU General Data Protection Regulation (GDPR).
        </Trans>
      }
    >
      <div className="prose-page">
        <h2>
          <Trans>1. Controller</Trans>
        </h2>
        <p>
          <Trans>
            The controller of your personal data is 24WM OÜ, Tallinn, Estonia. For any question
            about your data or to exercise your rights, write to{' '}
            <a href="mailto:support@24wm.eu">support@24wm.eu</a>.
          </Trans>
        </p>

        <h2>
          <Trans>2. What we collect</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Account data:</strong> your email address, a password (stored only as a
              one-way hash that nobody at 24WM can read), your name and your role on the platform.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Profile data:</strong> contact email, company name, phone number, address,
              city, postal code, country and VAT number, as far as you give them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Business data:</strong> your inquiries, offers, bookings and the messages you
              exchange with us about them; for warehouse owners, the details of listing requests and
              listings, including photographs.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data:</strong> a session cookie that keeps you signed in, a cookie that
              remembers the browsers you have signed in from, server logs
              (IP address, time and address of each request) and reports of errors that occur in
              your browser (the error message, the page address and technical details, but not
              what you typed into forms).
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>3. Why we use it, and on what legal basis</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              To create your account, prepare offers, carry out bookings and pay warehouse owners:
              performance of a contract with you (GDPR Article 6(1)(b)).
            </Trans>
          </li>
          <li>
            <Trans>
              To issue invoices and keep accounting records: a legal obligation (Article 6(1)(c)).
            </Trans>
          </li>
          <li>
            <Trans>
              To keep the platform secure, prevent fraud, fix errors and improve our services: our
              legitimate interests (Article 6(1)(f)).
            </Trans>
          </li>
          <li>
            <Trans>
              To send you news about our services, only if you have asked for it: your consent
              (Article 6(1)(a)), which you can withdraw at any time.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>4. Who we share it with</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              The warehouse owner and the service partners (inspection companies, customs brokers,
              carriers) who need your details to carry out a booking you have accepted, and only
              the details they need.
            </Trans>
          </li>
          <li>
            <Trans>
              Companies that host our systems and send our emails, under contracts that allow them
              to use the data only on our instructions.
            </Trans>
          </li>
          <li>
            <Trans>Authorities, where the law requires it, for example for customs or tax purposes.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We do not sell personal data and do not share it with advertisers.</Trans>
        </p>

        <h2>
          <Trans>5. Transfers outside the EU</Trans>
        </h2>
        <p>
          <Trans>
            When a booking involves a warehouse or partner in Asia or Africa, the details needed for
            that booking are transferred to that country. We do so only where the European
            Commission has recognised the country&apos;s protection as adequate, under the
            Commission&apos;s standard contractual clauses, or where the transfer is necessary to
            perform the contract you asked us to carry out.
          </Trans>
        </p>

        <h2>
          <Trans>6. How long we keep it</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Account and profile data: while your account is open, and up to one year after.</Trans>
          </li>
          <li>
            <Trans>
              Bookings, invoices and the records behind them: seven years, as Estonian accounting
              law requires.
            </Trans>
          </li>
          <li>
            <Trans>Server logs and error reports: up to 90 days.</Trans>
          </li>
          <li>
            <Trans>Listing requests that were never submitted: up to one year after the last change.</Trans>
          </li>
        </ul>

        <h2>
          <Trans>7. Cookies</Trans>
        </h2>
        <p>
          <Trans>
            We use two strictly necessary cookies. One keeps you signed in. The other remembers that
            you have signed in from this browser before, for a year, so that someone guessing your
            password elsewhere cannot slow down or block your own sign-in. Neither can be read by
            scripts on the page or is used to track you across other websites. We use no
            advertising or analytics cookies, so we do not ask for cookie consent.
          </Trans>
        </p>

        <h2>
          <Trans>8. Your rights</Trans>
        </h2>
        <p>
          <Trans>You have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>access the personal data we hold about you and receive a copy of it;</Trans>
          </li>
          <li>
            <Trans>have inaccurate data corrected, which you can also do yourself in your profile;</Trans>
          </li>
          <li>
            <Trans>have your data erased, unless we must keep it by law;</Trans>
          </li>
          <li>
            <Trans>restrict or object to processing based on our legitimate interests;</Trans>
          </li>
          <li>
            <Trans>receive the data you gave us in a machine-readable format;</Trans>
          </li>
          <li>
            <Trans>withdraw consent at any time, without affecting earlier processing.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We answer requests within one month. If you believe we have not handled your data
            lawfully, you may complain to the Estonian Data Protection Inspectorate
            (Andmekaitse Inspektsioon) or to the supervisory authority of your own EU country.
          </Trans>
        </p>

        <h2>
          <Trans>9. Security</Trans>
        </h2>
        <p>
          <Trans>
            Connections to 24WM are encrypted, passwords are stored only as strong one-way hashes,
            and access to personal data within our team is limited to the people who need it for
            their work.
          </Trans>
        </p>

        <h2>
          <Trans>10. Changes</Trans>
        </h2>
        <p>
          <Trans>
            We will publish any change to this policy on this page and tell registered users by
            email about changes that affect them materially. See also our{' '}
            <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link>.
          </Trans>
        </p>
      </div>
    </ContentPage>
  );
}
