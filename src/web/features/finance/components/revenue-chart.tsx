import { Trans } from '@lingui/react/macro';
import type { RevenueMonth } from '@shared/contracts/finance';
import { formatFinanceMonth } from '@shared/finance';
import { formatCents } from '@shared/money';

const HEIGHT = 230;
const PLOT_TOP = 12;
const PLOT_BOTTOM = 190;
const LEFT = 6;

/** One drawing of the bars, `width` units wide: narrow for a phone (its labels stay legible), wide from md up. */
function Bars({ months, width, fontSize, className }: { months: readonly RevenueMonth[]; width: number; fontSize: number; className: string }) {
  const max = Math.max(1, ...months.map((month) => month.totalCents));
  const slot = (width - LEFT * 2) / months.length;
  const barWidth = slot * 0.6;
  const scale = (cents: number) => (Math.max(0, cents) / max) * (PLOT_BOTTOM - PLOT_TOP);
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} className={`h-auto w-full ${className}`} focusable="false">
      <line x1={LEFT} x2={width - LEFT} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} className="stroke-line" strokeWidth="1" />
      {months.map((month, index) => {
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        const fee = scale(month.platformFeeCents);
        const commission = scale(month.commissionCents);
        return (
          <g key={month.month}>
            <rect x={x} y={PLOT_BOTTOM - fee} width={barWidth} height={fee} className="fill-brand-600" />
            <rect x={x} y={PLOT_BOTTOM - fee - commission} width={barWidth} height={commission} className="fill-accent-400" />
            <text x={x + barWidth / 2} y={PLOT_BOTTOM + fontSize + 4} textAnchor="middle" className="fill-ink-muted" fontSize={fontSize}>
              {formatFinanceMonth(month.month).slice(0, 3)}
            </text>
            {month.month.endsWith('-01') ? (
              <text x={x + barWidth / 2} y={PLOT_BOTTOM + 2 * fontSize + 8} textAnchor="middle" className="fill-ink-muted" fontSize={fontSize}>
                {month.month.slice(0, 4)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The platform's revenue per month as stacked bars, drawn by hand (no chart library): the fee below,
 * the commission on top. A picture only, hidden from screen readers: the table beside it holds the
 * same figures, and the legend names each part (colour is not the only signal).
 */
export function RevenueChart({ months }: { months: readonly RevenueMonth[] }) {
  if (months.length === 0) return null;
  const max = formatCents(Math.max(0, ...months.map((month) => month.totalCents)));
  const first = formatFinanceMonth(months[0]?.month ?? '');
  const last = formatFinanceMonth(months.at(-1)?.month ?? '');
  return (
    <figure className="mt-4 panel p-3" aria-hidden="true">
      <Bars months={months} width={340} fontSize={11} className="md:hidden" />
      <Bars months={months} width={960} fontSize={13} className="hidden md:block" />
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-600" /> <Trans>Platform fee</Trans>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-accent-400" /> <Trans>Owner commission</Trans>
        </span>
        <span>
          <Trans>
            {first} to {last}; tallest bar {max}
          </Trans>
        </span>
      </figcaption>
    </figure>
  );
}
