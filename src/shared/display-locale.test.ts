import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, prepareDateFormats } from './dates';
import { formatDayRange } from './capacity';
import { setDisplayLocale } from './display-locale';
import { formatFinanceMonth, formatVatRate } from './finance';
import { formattingLocale, LOCALES } from './locales';
import { formatCents, formatWholeNumber } from './money';
import { formatSize } from './sizes';

/** The figures a screen shows, with Intl's no-break spaces as spaces and its direction marks left out. */
function shown(locale: string): string[] {
  setDisplayLocale(locale);
  return [
    formatCents(123450),
    formatCents(-1200),
    formatWholeNumber(1234567),
    formatDate('2026-11-22'),
    formatDateRange('2026-12-30', '2027-03-29'),
    formatSize(1200),
    formatSize('120.5'),
    formatFinanceMonth('2026-11'),
    formatVatRate(550),
  ].map((text) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, ''));
}

afterEach(() => setDisplayLocale('en-GB'));

/** Runs `use` with every Intl.DateTimeFormat it builds counted (`made()`), the real class restored after. */
function withDateFormatsCounted(use: (made: () => number) => void): void {
  const Real = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made += 1;
    }
  } as typeof Real;
  try {
    use(() => made);
  } finally {
    Intl.DateTimeFormat = Real;
  }
}

describe('dates, numbers, sizes and money in the reader’s language (decision 232)', () => {
  it('are the spec’s en-GB until a language is set, and for English', () => {
    const spec = ['€1,234.50', '-€12.00', '1,234,567', '22 Nov 2026', '30 Dec 2026 – 29 Mar 2027', '1,200 m²', '120.50 m²', 'Nov 2026', '5.5%'];
    expect(shown('en-GB')).toEqual(spec);
    expect(formattingLocale('en')).toBe('en-GB');
  });

  it('follow each language’s own conventions', () => {
    expect(shown(formattingLocale('fr'))).toEqual(['1 234,50 €', '-12,00 €', '1 234 567', '22 nov. 2026', '30 déc. 2026 – 29 mars 2027', '1 200 m²', '120,50 m²', 'nov. 2026', '5,5 %']);
    expect(shown(formattingLocale('de'))).toEqual(['1.234,50 €', '-12,00 €', '1.234.567', '22. Nov. 2026', '30. Dez. 2026 – 29. März 2027', '1.200 m²', '120,50 m²', 'Nov. 2026', '5,5 %']);
    expect(shown(formattingLocale('zh'))).toEqual(['€1,234.50', '-€12.00', '1,234,567', '2026年11月22日', '2026年12月30日 – 2027年3月29日', '1,200 m²', '120.50 m²', '2026年11月', '5.5%']);
  });

  it('write capacity’s day ranges in the language’s own month names', () => {
    setDisplayLocale(formattingLocale('fr'));
    expect([formatDayRange({ from: '2026-03-01', to: '2026-03-09' }), formatDayRange({ from: '2026-02-28', to: '2026-03-03' }), formatDayRange({ from: '2026-12-28', to: '2027-01-03' })]).toEqual([
      '1–9 mars',
      '28 févr.–3 mars',
      '28 déc. 2026–3 janv. 2027',
    ]);
  });

  it('write Arabic with Latin digits and Arabic month names', () => {
    expect(shown(formattingLocale('ar'))).toEqual(['1,234.50 €', '-12.00 €', '1,234,567', '22 نوفمبر 2026', '30 ديسمبر 2026 – 29 مارس 2027', '1,200 m²', '120.50 m²', 'نوفمبر 2026', '5.5%']);
  });

  it('have a formatting locale for every language', () => {
    for (const locale of LOCALES) expect(() => new Intl.DateTimeFormat(formattingLocale(locale))).not.toThrow();
  });
});

describe('the date formats built ahead (prepareDateFormats)', () => {
  it('leave nothing to build when a page writes its dates: no Intl format is made then', () => {
    withDateFormatsCounted((made) => {
      setDisplayLocale('fr-BE');
      formatDate('2026-11-22');
      expect(made()).toBe(1); // a locale not written before: its format is made on first use

      setDisplayLocale('de-AT');
      prepareDateFormats();
      const before = made();
      formatDate('2026-11-22');
      formatDateTime('2026-11-22T14:05:00Z');
      formatDateRange('2026-12-30', '2027-03-29');
      expect(made()).toBe(before);
    });
  });
});

describe('the schemas’ error texts', () => {
  it('are written without Intl: loading the contracts builds no number format (the first would load ICU’s data)', async () => {
    const RealFormat = Intl.NumberFormat;
    const realToLocaleString = Number.prototype.toLocaleString;
    let made = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof RealFormat>) {
      made += 1;
      return new RealFormat(...args);
    } as typeof RealFormat;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<number['toLocaleString']>) {
      made += 1;
      return realToLocaleString.apply(this, args);
    };
    try {
      vi.resetModules();
      const contracts = import.meta.glob('./contracts/*.ts');
      await Promise.all(Object.entries(contracts).filter(([file]) => !file.endsWith('.test.ts')).map(([, load]) => load()));
      expect(Object.keys(contracts).length).toBeGreaterThan(20);
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = RealFormat;
      Number.prototype.toLocaleString = realToLocaleString;
    }
  });
});

describe('dates in the spec’s own style', () => {
  it('are written as Intl writes en-GB, every month, day, hour and minute, without building an Intl format', () => {
    const calendar = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const localDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const cases: [string, string, string][] = [];
    for (const year of [1, 999, 2026, 9999]) {
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 9, 10, 28]) {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day);
          const instant = new Date(utc.getTime() + ((month * 7 + day) % 24) * 3_600_000 + day * 60_000);
          cases.push([text, calendar.format(utc), local.format(instant)], [instant.toISOString(), localDay.format(instant), local.format(instant)]);
        }
      }
    }
    withDateFormatsCounted((made) => {
      setDisplayLocale('en-GB');
      prepareDateFormats();
      for (const [value, day, time] of cases) {
        expect(formatDate(value), value).toBe(day);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) expect(formatDateTime(value), value).toBe(time);
      }
      for (let month = 1; month <= 12; month += 1) {
        const within = { from: `2026-${String(month).padStart(2, '0')}-01`, to: `2026-${String(month).padStart(2, '0')}-09` };
        const across = { from: `2026-${String(month).padStart(2, '0')}-28`, to: `2027-${String(month).padStart(2, '0')}-03` };
        expect(formatDayRange(within)).toBe(`1–${dayMonth.format(new Date(`${within.to}T00:00:00Z`))}`);
        expect(formatDayRange(across)).toBe(`${calendar.format(new Date(`${across.from}T00:00:00Z`))}–${calendar.format(new Date(`${across.to}T00:00:00Z`))}`);
      }
      expect(made()).toBe(0);
    });
  });
});
