/**
 * Sizes in m², two decimals (spec 01 section 9: step 0.01, minimum 0); shown without decimals when whole. PostgreSQL numeric columns
 * arrive as strings ("1200.00"), so every function accepts them and works in integer hundredths.
 */
import { formatHundredths, plainDecimalOfHundredths, toHundredths } from './money';

/** A size input: digits with at most one dot, nothing else (no sign, no separators, no exponent). */
const SIZE_INPUT_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * Formats a size for display, rounded half away from zero to two decimals: a whole number of m²
 * without decimals (1200 or "1200.00" -> "1,200 m²", since ".00" on every card only adds noise),
 * any other with both ("120.5" -> "120.50 m²"). Returns '' for null, undefined, '' and anything
 * that is not a finite decimal, so a missing size renders as nothing.
 */
export function formatSize(m2: number | string | null | undefined): string {
  const amount = formatQuantity(m2);
  return amount && `${amount} m²`;
}

/**
 * Any two-decimal quantity (m², a quantity of goods, kg) the way formatSize shows sizes, without the
 * unit: "1,200", "120.50"; '' for what is not a finite decimal.
 */
export function formatQuantity(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const hundredths = toHundredths(value);
  if (hundredths === null) return '';
  const text = formatHundredths(hundredths);
  return hundredths % 100 === 0 ? text.slice(0, -3) : text;
}

/**
 * Reads a size field: surrounding whitespace is ignored, then the text must be digits with at most
 * one dot ("12", "12.5", ".5", "12."); the result is rounded half up to two decimals ("1.005" ->
 * 1.01). Anything else is null: "", ".", "-1", "1,200", "1e3", "1.2.3", "12 m²". Unlike money
 * input, nothing is stripped, because a number field never holds a symbol.
 */
export function parseSizeInput(input: string): number | null {
  const text = input.trim();
  if (!SIZE_INPUT_PATTERN.test(text)) return null;
  const hundredths = toHundredths(text);
  return hundredths === null ? null : hundredths / 100;
}

/**
 * Adds sizes exactly to two decimals: each value is rounded to hundredths and the integers are
 * summed, so ["0.1", 0.2] -> 0.3 (not 0.30000000000000004). An empty list is 0.
 *
 * @throws RangeError when a value is not a finite decimal (a database numeric never is), rather
 * than silently counting it as 0.
 */
export function sumSizes(values: readonly (number | string)[]): number {
  let total = 0;
  for (const value of values) {
    const hundredths = toHundredths(value);
    if (hundredths === null) throw new RangeError(`Not a size: ${String(value)}`);
    total += hundredths;
  }
  return total / 100;
}

/**
 * A size as the database's numeric(12,2) text, rounded to hundredths half away from zero:
 * 1234.5 -> "1234.50", "0.105" -> "0.11". What the services and repositories write to size columns.
 *
 * @throws RangeError when the value is not a finite decimal.
 */
export function toSizeDecimal(m2: number | string): string {
  const hundredths = toHundredths(m2);
  if (hundredths === null) throw new RangeError(`Not a size: ${String(m2)}`);
  return plainDecimalOfHundredths(hundredths);
}

/**
 * A size from a numeric(12,2) column as the number the API answers: "1200.50" -> 1200.5, rounded to
 * hundredths half away from zero. A value that is not a finite decimal reads as 0 (a database
 * numeric never is one), so a response is never broken by it.
 */
export function toSizeNumber(m2: number | string): number {
  return (toHundredths(m2) ?? 0) / 100;
}
