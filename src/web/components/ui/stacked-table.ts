/*
 * Classes of a small read-only table (an offer's or a booking's lines) that is a table from sm up
 * and, on a phone, stacks each row into "label  value" lines: every cell carries its column's name
 * in data-label, shown before the value. No column is then off-screen at 360 px. (Lists with
 * actions use ResponsiveTable's cards instead.)
 */
export const STACKED_TABLE = {
  wrapper: 'sm:overflow-x-auto',
  table: 'w-full text-start text-sm max-sm:block',
  head: 'max-sm:hidden',
  body: 'divide-y divide-line max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  cell:
    'max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:py-0.5 max-sm:text-end max-sm:before:text-start ' +
    'max-sm:before:font-normal max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)]',
  /** The first cell of a row: its name, shown as the row's heading on a phone. */
  nameCell: 'max-sm:block max-sm:text-start max-sm:font-semibold',
} as const;
