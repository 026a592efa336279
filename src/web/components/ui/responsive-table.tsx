import type { ReactNode } from 'react';
import { useMediaQuery, WIDTH_FROM } from '@web/lib/use-media-query';

export type TableColumn<Row> = {
  header: ReactNode;
  /** Extra classes of the header cell ("text-end"). */
  headerClassName?: string;
  /** Extra classes of each body cell. */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
};

type ResponsiveTableProps<Row> = {
  /** Rows are keyed by their id. */
  rows: readonly Row[];
  /** The table's caption, for screen readers. */
  caption: string;
  /** The name of the card list shown on small screens. */
  listLabel: string;
  columns: readonly TableColumn<Row>[];
  /** A row as a card. */
  card: (row: Row) => ReactNode;
};

/**
 * A list as a table from the md breakpoint and as stacked cards below it, so nothing scrolls
 * sideways on a phone. Only the one the window's width shows is rendered (rendering both doubled a
 * list's work on every signed-in page); where the width is unknown (no matchMedia) both are, and CSS
 * shows one, the other display:none, so assistive technology skips it too.
 */
export function ResponsiveTable<Row extends { id: string }>({ rows, caption, listLabel, columns, card }: ResponsiveTableProps<Row>) {
  const isWide = useMediaQuery(WIDTH_FROM.md);
  return (
    <>
      {isWide !== true && (
        <ul className="space-y-3 md:hidden" aria-label={listLabel}>
          {rows.map((row) => (
            <li key={row.id} className="panel p-4">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      {isWide !== false && (
        <div className="hidden overflow-x-auto panel md:block">
          <table className="w-full divide-y divide-line text-start text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col" className={`px-4 py-3 ${column.headerClassName ?? ''}`.trim()}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.id} className="align-top">
                  {columns.map((column, index) => (
                    <td key={index} className={`px-4 py-3 ${column.cellClassName ?? ''}`.trim()}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

type CardFactsProps = { facts: readonly { label: string; value: ReactNode; valueClassName?: string }[] };

/** A card's facts: "Label: value" lines. */
export function CardFacts({ facts }: CardFactsProps) {
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{fact.label}</dt>
          <dd className={fact.valueClassName ?? 'text-ink'}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's first line: what it is on the left, its status badge on the right. */
export function CardHeading({ children, badge }: { children: ReactNode; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      {children}
      {badge}
    </div>
  );
}

/** A card's actions, under a rule. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className="mt-3 border-t border-line pt-3">{children}</div>;
}

type RecordCardProps = {
  /** What names the record at the top (its number, its name). */
  heading: ReactNode;
  /** At the heading's end: the record's status, or the amount it stands for. */
  badge: ReactNode;
  /** Between the heading and the facts (the warehouse's name, the owner). */
  children?: ReactNode;
  facts: CardFactsProps['facts'];
  /** Under a rule at the foot; none, no rule. */
  actions?: ReactNode;
};

/** The card of one record in a list below md: its heading and badge, its facts, its actions. */
export function RecordCard({ heading, badge, children, facts, actions }: RecordCardProps) {
  return (
    <>
      <CardHeading badge={badge}>{heading}</CardHeading>
      {children}
      <CardFacts facts={facts} />
      {actions && <CardActions>{actions}</CardActions>}
    </>
  );
}

/** A cell's name with a muted line under it (the warehouse and its city, the customer and their email). */
export function StackedCell({ title, detail, detailClassName = '' }: { title: ReactNode; detail: ReactNode; detailClassName?: string }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      <span className={['block', detailClassName, 'text-ink-muted'].filter(Boolean).join(' ')}>{detail}</span>
    </>
  );
}
