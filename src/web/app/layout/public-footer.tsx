import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CurrencyChooser } from '@web/components/display-currency/currency-chooser';
import { FOOTER_GROUPS } from './footer-links';
import { LanguageChooser } from './language-chooser';

/** The footer of every page but the console's: who we are, the links, the display currency (decision 226). */
export function PublicFooter() {
  const { t, i18n } = useLingui();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <p className="text-2xl font-extrabold tracking-tight text-white">24WM</p>
          <p className="mt-1 font-semibold text-accent-200">
            <Trans>Europe&apos;s Trusted Cargo Agent</Trans>
          </p>
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">
            <Trans>
              Warehouse and yard space, cargo inspection, export compliance and customs clearance
              for trade between Europe, Asia and Africa. Coordinated from Tallinn, Estonia.
            </Trans>
          </p>
          <div className="mt-6 space-y-4">
            <LanguageChooser tone="dark" />
            <CurrencyChooser />
          </div>
        </div>
        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.key}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{i18n._(group.heading)}</h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-10 items-center text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
                    >
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-brand-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-sm text-brand-200 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>© 24WM OÜ</p>
          <p>
            <Trans>Tallinn, Estonia</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
