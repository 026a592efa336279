import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { type DayRange, formatDayRange } from '@shared/capacity';
import type { SpaceTypeCapacity } from '@shared/contracts/capacity';
import { formatSize } from '@shared/sizes';
import { type ChartBox, chartMaxM2, dateTicks, makeScales, stepShapes } from './chart-geometry';

/*
 * The capacity chart of one space type, drawn by hand in SVG (a chart library would cost more than
 * the whole page): booked, blocked and free stacked up to the total, held space (offers awaiting an
 * answer, which do not reduce free) as a hatched outline above what is committed. It is as wide as
 * its container, so it fits a phone; the table beside it says the same in words.
 */

/** Fills of the layers; the legend uses the same. Booked navy, blocked amber, free light teal, held violet hatch. */
export const CHART_COLOURS = {
  booked: '#1f3b63',
  blocked: '#d97706',
  free: '#c9f5ec',
  freeEdge: '#0e8075',
  held: '#6d28d9',
  total: '#0f172a',
  grid: '#cbd5e1',
  text: '#475569',
} as const;

const HEIGHT = 220;
const MARGIN = { left: 64, right: 12, top: 12, bottom: 28 };

/** The container's width in px, followed as it changes (a phone turned, a sidebar opened). */
function useWidth<Element extends HTMLElement>(fallback: number) {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** What the chart shows, in one sentence for a screen reader, in the language of `i18n`. */
export function chartSummary(i18n: I18n, type: SpaceTypeCapacity, period: DayRange): string {
  const committed = Math.max(...type.steps.map((step) => step.bookedM2 + step.blockedM2), 0);
  const minFree = Math.min(...type.steps.map((step) => step.freeM2));
  const held = Math.max(...type.steps.map((step) => step.heldM2), 0);
  const name = type.name;
  const total = formatSize(type.totalM2);
  const dates = formatDayRange(period);
  const most = formatSize(committed);
  const least = formatSize(Number.isFinite(minFree) ? minFree : type.totalM2);
  const heldSize = formatSize(held);
  const parts = [
    i18n._(msg`${name}: ${total} in total, ${dates}`),
    committed === 0 ? i18n._(msg`nothing booked or blocked`) : i18n._(msg`at most ${most} booked or blocked on one day`),
    i18n._(msg`at least ${least} free on every day`),
  ];
  if (held > 0) parts.push(i18n._(msg`up to ${heldSize} held by offers awaiting an answer`));
  return `${parts.join('; ')}.`;
}

export function CapacityChart({ type, period }: { type: SpaceTypeCapacity; period: DayRange }) {
  const { i18n } = useLingui();
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const patternId = `held-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const box: ChartBox = { width, height: HEIGHT, ...MARGIN };
  const maxM2 = chartMaxM2(type.totalM2, type.steps);
  const scales = makeScales(box, period, maxM2);
  const shapes = stepShapes(box, period, type.totalM2, type.steps);
  const ticks = dateTicks(box, period, 60);
  const yTicks = [...new Set([0, type.totalM2 / 2, type.totalM2, maxM2])].filter((value) => value <= maxM2);
  const bottom = scales.y(0);
  const right = box.width - box.right;

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={chartSummary(i18n, type, period)} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full">
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" stroke={CHART_COLOURS.held} strokeWidth="2" />
          </pattern>
        </defs>
        <g aria-hidden="true" shapeRendering="crispEdges">
          {yTicks.map((value) => (
            <g key={value}>
              <line x1={box.left} x2={right} y1={scales.y(value)} y2={scales.y(value)} stroke={CHART_COLOURS.grid} strokeWidth="1" />
              <text x={box.left - 6} y={scales.y(value)} dy="0.32em" textAnchor="end" fontSize="11" fill={CHART_COLOURS.text}>
                {formatSize(value)}
              </text>
            </g>
          ))}
          {shapes.map(({ step, booked, blocked, free, held }) => (
            <g key={step.from}>
              <rect {...free} fill={CHART_COLOURS.free} />
              <rect {...blocked} fill={CHART_COLOURS.blocked} />
              <rect {...booked} fill={CHART_COLOURS.booked} />
              {held && <rect {...held} fill={`url(#${patternId})`} stroke={CHART_COLOURS.held} strokeWidth="1.5" strokeDasharray="4 2" />}
            </g>
          ))}
          {/* The total: what the free area fills up to. */}
          <line x1={box.left} x2={right} y1={scales.y(type.totalM2)} y2={scales.y(type.totalM2)} stroke={CHART_COLOURS.freeEdge} strokeWidth="2" />
          <line x1={box.left} x2={right} y1={bottom} y2={bottom} stroke={CHART_COLOURS.total} strokeWidth="1" />
          {ticks.weeks.map((tick) => (
            <line key={tick.day} x1={tick.x} x2={tick.x} y1={bottom} y2={bottom + 4} stroke={CHART_COLOURS.text} strokeWidth="1" />
          ))}
          {ticks.months.map((tick) => (
            <g key={tick.day}>
              <line x1={tick.x} x2={tick.x} y1={box.top} y2={bottom + 7} stroke={CHART_COLOURS.grid} strokeWidth="1" strokeDasharray="2 3" />
              {tick.label && (
                <text x={tick.x + 3} y={bottom + 18} fontSize="11" fill={CHART_COLOURS.text}>
                  {tick.label}
                </text>
              )}
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}

function Swatch({ kind }: { kind: 'booked' | 'blocked' | 'free' | 'held' }) {
  const patternId = `legend-held-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
      {kind === 'held' && (
        <defs>
          <pattern id={patternId} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="5" stroke={CHART_COLOURS.held} strokeWidth="2" />
          </pattern>
        </defs>
      )}
      <rect
        x="1"
        y="1"
        width="14"
        height="14"
        fill={kind === 'held' ? `url(#${patternId})` : CHART_COLOURS[kind]}
        stroke={kind === 'held' ? CHART_COLOURS.held : kind === 'free' ? CHART_COLOURS.freeEdge : 'none'}
        strokeDasharray={kind === 'held' ? '3 2' : undefined}
      />
    </svg>
  );
}

const LEGEND = [
  { kind: 'booked', label: msg`Booked` },
  { kind: 'blocked', label: msg`Blocked` },
  { kind: 'free', label: msg`Free` },
  { kind: 'held', label: msg`Held by offers awaiting an answer (still free)` },
] as const;

export function ChartLegend() {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      {LEGEND.map((item) => (
        <li key={item.kind} className="flex items-center gap-2">
          <Swatch kind={item.kind} />
          {i18n._(item.label)}
        </li>
      ))}
    </ul>
  );
}
