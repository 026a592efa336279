import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CurrencyChooser } from '@web/components/display-currency/currency-chooser';
import { FOOTER_GROUPS } from './footer-links';
import { LanguageChooser } from './language-chooser';

/** The spec's four footer links (About, FAQ, Contact, Terms), in the one line of the console's compact footer. */
const COMPACT_LINKS = [...FOOTER_GROUPS[0].links, FOOTER_GROUPS[2].links[0]];

/** The console's footer: the spec's links, the display currency and the tagline in one slim line, so the work keeps the screen. */
export function CompactFooter() {
  const { t, i18n } = useLingui();
  return (
    <footer className="border-t border-brand-700 bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-x-6 gap-y-1 px-4 py-2 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          <span className="font-bold text-white">24WM</span> <span className="text-accent-200">
            <Trans>Europe&apos;s Trusted Cargo Agent</Trans>
          </span>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap gap-x-4">
            {COMPACT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-8 items-center underline-offset-4 hover:text-white hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageChooser tone="dark" />
        <CurrencyChooser isInline />
        <p className="text-brand-200">© 24WM OÜ</p>
      </div>
    </footer>
  );
}
