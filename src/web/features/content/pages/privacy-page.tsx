import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { ContentPage } from '../components/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="How 24WM OÜ collects, uses and protects personal data when you use our website and marketplace, and the rights you have under the EU General Data Protection Regulation (GDPR)."
    >
      <div className="prose-page">
        <h2>1. Controller</h2>
        <p>
          The controller of your personal data is 24WM OÜ, Tallinn, Estonia. For any question
          about your data or to exercise your rights, write to{' '}
          <a href="mailto:support@24wm.eu">support@24wm.eu</a>.
        </p>

        <h2>2. What we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your email address, a password (stored only as a
            one-way hash that nobody at 24WM can read), your name and your role on the platform.
          </li>
          <li>
            <strong>Profile data:</strong> contact email, company name, phone number, address,
            city, postal code, country and VAT number, as far as you give them.
          </li>
          <li>
            <strong>Business data:</strong> your inquiries, offers, bookings and the messages you
            exchange with us about them; for warehouse owners, the details of listing requests and
            listings, including photographs.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, a cookie that
            remembers the browsers you have signed in from, server logs
            (IP address, time and address of each request) and reports of errors that occur in
            your browser (the error message, the page address and technical details, but not
            what you typed into forms).
          </li>
        </ul>

        <h2>3. Why we use it, and on what legal basis</h2>
        <ul>
          <li>
            To create your account, prepare offers, carry out bookings and pay warehouse owners:
            performance of a contract with you (GDPR Article 6(1)(b)).
          </li>
          <li>
            To issue invoices and keep accounting records: a legal obligation (Article 6(1)(c)).
          </li>
          <li>
            To keep the platform secure, prevent fraud, fix errors and improve our services: our
            legitimate interests (Article 6(1)(f)).
          </li>
          <li>
            To send you news about our services, only if you have asked for it: your consent
            (Article 6(1)(a)), which you can withdraw at any time.
          </li>
        </ul>

        <h2>4. Who we share it with</h2>
        <ul>
          <li>
            The warehouse owner and the service partners (inspection companies, customs brokers,
            carriers) who need your details to carry out a booking you have accepted, and only
            the details they need.
          </li>
          <li>
            Companies that host our systems and send our emails, under contracts that allow them
            to use the data only on our instructions.
          </li>
          <li>Authorities, where the law requires it, for example for customs or tax purposes.</li>
        </ul>
        <p>We do not sell personal data and do not share it with advertisers.</p>

        <h2>5. Transfers outside the EU</h2>
        <p>
          When a booking involves a warehouse or partner in Asia or Africa, the details needed for
          that booking are transferred to that country. We do so only where the European
          Commission has recognised the country&apos;s protection as adequate, under the
          Commission&apos;s standard contractual clauses, or where the transfer is necessary to
          perform the contract you asked us to carry out.
        </p>

        <h2>6. How long we keep it</h2>
        <ul>
          <li>Account and profile data: while your account is open, and up to one year after.</li>
          <li>
            Bookings, invoices and the records behind them: seven years, as Estonian accounting
            law requires.
          </li>
          <li>Server logs and error reports: up to 90 days.</li>
          <li>Listing requests that were never submitted: up to one year after the last change.</li>
        </ul>

        <h2>7. Cookies</h2>
        <p>
          We use two strictly necessary cookies. One keeps you signed in. The other remembers that
          you have signed in from this browser before, for a year, so that someone guessing your
          password elsewhere cannot slow down or block your own sign-in. Neither can be read by
          scripts on the page or is used to track you across other websites. We use no
          advertising or analytics cookies, so we do not ask for cookie consent.
        </p>

        <h2>8. Your rights</h2>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>have inaccurate data corrected, which you can also do yourself in your profile;</li>
          <li>have your data erased, unless we must keep it by law;</li>
          <li>restrict or object to processing based on our legitimate interests;</li>
          <li>receive the data you gave us in a machine-readable format;</li>
          <li>withdraw consent at any time, without affecting earlier processing.</li>
        </ul>
        <p>
          We answer requests within one month. If you believe we have not handled your data
          lawfully, you may complain to the Estonian Data Protection Inspectorate
          (Andmekaitse Inspektsioon) or to the supervisory authority of your own EU country.
        </p>

        <h2>9. Security</h2>
        <p>
          Connections to 24WM are encrypted, passwords are stored only as strong one-way hashes,
          and access to personal data within our team is limited to the people who need it for
          their work.
        </p>

        <h2>10. Changes</h2>
        <p>
          We will publish any change to this policy on this page and tell registered users by
          email about changes that affect them materially. See also our{' '}
          <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
