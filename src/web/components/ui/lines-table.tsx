import type { ReactNode } from 'react';
import { STACKED_TABLE } from './stacked-table';

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-2 align-top';

export type LineColumn<Line> = { header: string; isRight?: boolean; isBold?: boolean; cell: (line: Line) => ReactNode };

/** How a table of one kind of line reads: the name column (with the line's note under the name, if any), then the figures. */
export type LinesOf<Line> = {
  nameHeader: string;
  nameOf: (line: Line) => string;
  noteOf?: (line: Line) => string | null;
  columns: readonly LineColumn<Line>[];
};

/**
 * The space or service lines of an offer or a booking: a table, stacked into a card per line on a
 * phone (STACKED_TABLE), each line named with its note; the empty text when there are none.
 */
export function LinesTable<Line>({ lines, emptyText, nameHeader, nameOf, noteOf, columns }: LinesOf<Line> & { lines: readonly Line[]; emptyText: string }) {
  if (lines.length === 0) return <p className="mt-2 text-sm text-ink-muted">{emptyText}</p>;
  return (
    <div className={`mt-2 rounded-lg border border-line ${STACKED_TABLE.wrapper}`}>
      <table className={STACKED_TABLE.table}>
        <thead className={`bg-surface-muted text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
          <tr>
            <th scope="col" className={TH}>{nameHeader}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.isRight ? `${TH} text-end` : TH}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={STACKED_TABLE.body}>
          {lines.map((line, index) => {
            const note = noteOf?.(line);
            return (
              // Lines are read-only and never reordered here, so their place is a stable key.
              <tr key={`${nameOf(line)}-${index}`} className={`${STACKED_TABLE.row} max-sm:px-3`}>
                <td className={`${TD} ${STACKED_TABLE.nameCell}`}>
                  <span className="font-medium text-ink">{nameOf(line)}</span>
                  {note && <span className="block text-ink-muted">{note}</span>}
                </td>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`${TD}${column.isRight ? ' text-end whitespace-nowrap' : ''}${column.isBold ? ' font-semibold' : ''} ${STACKED_TABLE.cell}`}
                  >
                    {column.cell(line)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
