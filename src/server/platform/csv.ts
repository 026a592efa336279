/**
 * CSV files the app writes (a payout run's payments, an owner's statement): RFC 4180 with CRLF line
 * ends, and cells a spreadsheet would run as a formula neutralised (the OWASP "CSV injection" advice).
 */

/** A plain decimal number ("-12.50"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A CSV cell: a text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so it is shown as text, unless it is a plain decimal number (a
 * negative amount stays a number); then RFC 4180 quoting for a comma, a double quote or a line break,
 * with inner quotes doubled.
 */
export function csvCell(value: string): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutralised) ? `"${neutralised.replaceAll('"', '""')}"` : neutralised;
}

/** Rows as a CSV file: each cell through csvCell, each row ended by CRLF. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
