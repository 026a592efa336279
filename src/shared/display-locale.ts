/**
 * The locale dates, numbers, sizes and money are written in (issue #40, decision 232): the spec's
 * en-GB ("22 Nov 2026", "€1,234.50", "1,200 m²") unless the web app sets its reader's language's
 * (src/web/lib/i18n.ts). The server never sets it, so what it writes stays en-GB.
 */
const SPEC_STYLE = 'en-GB';
let displayLocale = SPEC_STYLE;

export function setDisplayLocale(tag: string): void {
  displayLocale = tag;
}

export function displayLocaleTag(): string {
  return displayLocale;
}

/** The spec's own style: its written-out formats need no Intl object (the first load's fast path). */
export function isSpecStyle(): boolean {
  return displayLocale === SPEC_STYLE;
}

/**
 * A non-negative whole number grouped the spec's way ("1,234,567"), written out rather than with
 * Intl.NumberFormat or toLocaleString: their first use loads ICU's number data, tens of milliseconds
 * on a phone's first page load (and the texts of errors are built when their schemas load).
 */
export function groupedSpecStyle(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * An Intl date format in the display locale, built once per locale and options: constructing one
 * costs tens of milliseconds on a phone, using one almost nothing.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${displayLocale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(displayLocale, options)));
  return format;
}

/** An Intl number format in the display locale, built once per locale and options. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${displayLocale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(displayLocale, options)));
  return format;
}
