import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-bidi';

describe('visualRuns', () => {
  it('leaves a left-to-right line as one run, in either paragraph direction', () => {
    expect(visualRuns('Invoice INV-2026-000001', 'ltr')).toEqual([{ text: 'Invoice INV-2026-000001', rightToLeft: false }]);
    expect(visualRuns('INV-2026-000001', 'rtl')).toEqual([{ text: 'INV-2026-000001', rightToLeft: false }]);
  });

  it('gives an Arabic line in reading order, for the font to shape and reverse', () => {
    expect(visualRuns('فاتورة ضريبية', 'rtl')).toEqual([{ text: 'فاتورة ضريبية', rightToLeft: true }]);
  });

  it('draws the number after an Arabic word to its left, and the number itself left to right', () => {
    // "Invoice INV-2026-000001 due 14 Dec 2026": read from the right, drawn from the left.
    expect(visualRuns('فاتورة INV-2026-000001 مستحقة 14/12/2026', 'rtl')).toEqual([
      { text: '14/12/2026', rightToLeft: false },
      { text: ' مستحقة ', rightToLeft: true },
      { text: 'INV-2026-000001', rightToLeft: false },
      // In reading order: the space after the word is drawn to its left when the font reverses the run.
      { text: 'فاتورة ', rightToLeft: true },
    ]);
  });

  it('mirrors brackets inside a right-to-left run (rule L4), and not in a left-to-right one', () => {
    const [run] = visualRuns('(مستحقة)', 'rtl');
    expect(run).toEqual({ text: ')مستحقة(', rightToLeft: true });
    // A Latin word in brackets in an Arabic line: the brackets are the line's (right to left), each
    // mirrored and reversed in place, so the reader sees "(due)".
    expect(visualRuns('(due)', 'rtl')).toEqual([
      { text: '(', rightToLeft: false },
      { text: 'due', rightToLeft: false },
      { text: ')', rightToLeft: false },
    ]);
  });

  it('draws a right-to-left run without letters already reversed', () => {
    // A colon and a bracket between two numbers in an Arabic line: neutral, so they take the line's direction.
    expect(visualRuns('12 :( 34', 'rtl').map((run) => run.text).join('|')).toBe('34| ): |12');
    expect(visualRuns('12 :( 34', 'rtl').every((run) => !run.rightToLeft)).toBe(true);
  });

  it('puts an Arabic name inside an English line where the reader expects it', () => {
    expect(visualRuns('Buyer: شركة النور, Casablanca', 'ltr')).toEqual([
      { text: 'Buyer: ', rightToLeft: false },
      { text: 'شركة النور', rightToLeft: true },
      { text: ', Casablanca', rightToLeft: false },
    ]);
  });

  it('has nothing to draw for an empty line', () => {
    expect(visualRuns('', 'rtl')).toEqual([]);
  });
});
