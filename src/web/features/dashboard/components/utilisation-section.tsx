import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChartNoAxesColumn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDayRange } from '@shared/capacity';
import type { UtilisationResponse } from '@shared/contracts/dashboard';
import { utilisationPeriodProblems } from '@shared/dashboard';
import { UTILISATION_MESSAGES } from '@shared/errors';
import { formatWholeNumber } from '@shared/money';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { EmptyState, ListStates } from '@web/components/ui/list-states';
import { TextField } from '@web/components/ui/form-field';
import { useUtilisation } from '../api/get-utilisation';
import { numberFormat } from '@shared/display-locale';


/** "67.3%": a utilisation of 0 to 1 as the list says it. */
export function formatUtilisation(ratio: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

type Item = UtilisationResponse['items'][number];

/**
 * The administrators' utilisation block: the warehouses most used over a period (booked m²-days
 * over available m²-days), busiest first, each with a bar and its percentage in words, and the
 * platform's figure. The period defaults to the server's (the next 90 days); both dates may be
 * changed, and an impossible pair is told beside the fields instead of being asked for.
 */
export function UtilisationSection() {
  const { t } = useLingui();
  const [dates, setDates] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const query = { from: dates.from || undefined, to: dates.to || undefined };
  const problems = utilisationPeriodProblems(query);
  const utilisation = useUtilisation(query, !problems.from && !problems.to);
  const data = utilisation.data;

  return (
    <section aria-labelledby="dashboard-utilisation" className="mt-10">
      <h2 id="dashboard-utilisation" className="text-xl font-bold text-ink">
        <Trans>Space Utilisation</Trans>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>Booked m²-days over available m²-days per warehouse. Owners&apos; blocks do not count as used.</Trans>
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        {([
          ['from', t`From`],
          ['to', t`To`],
        ] as const).map(([end, label]) => (
          <TextField
            key={end}
            label={label}
            type="date"
            value={dates[end]}
            error={problems[end]}
            onChange={(event) => setDates((current) => ({ ...current, [end]: event.target.value }))}
          />
        ))}
      </div>
      {data && <UtilisationPeriod data={data} />}
      <ListStates
        query={utilisation}
        loadingLabel={t`Loading utilisation…`}
        errorMessage={UTILISATION_MESSAGES.loadFailed}
        empty={(
          <EmptyState
            icon={ChartNoAxesColumn}
            title={t`No bookings in this period`}
            description={t`Warehouses appear here once space is booked for these dates.`}
          />
        )}
      >
        {(items) => (
          <ol className="space-y-3" aria-label={t`Most used warehouses`}>
            {items.map((item) => (
              <UtilisationRow key={item.warehouseId} item={item} />
            ))}
          </ol>
        )}
      </ListStates>
    </section>
  );
}

/** The period the figures are for, and the platform's figure when any warehouse has space in it. */
function UtilisationPeriod({ data }: { data: UtilisationResponse }) {
  const { t } = useLingui();
  const range = formatDayRange(data.period);
  const days = data.period.days;
  const warehouseCount = formatWholeNumber(data.warehouseCount);
  const overall = data.overall === null ? null : formatUtilisation(data.overall);
  return (
    <p className="mt-4 text-sm text-ink" data-testid="utilisation-period">
      {t`${range} (${plural(days, { one: '# day', other: '# days' })})`}
      {overall !== null && (
        <>
          {' · '}
          <Trans>
            All {warehouseCount} warehouses with space: {overall} used
          </Trans>
        </>
      )}
    </p>
  );
}

function UtilisationRow({ item }: { item: Item }) {
  const percentage = formatUtilisation(item.utilisation);
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link to={paths.warehouse.getHref(item.warehouseId)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {item.name}
        </Link>
        <span className="text-lg font-bold text-ink">{percentage}</span>
      </div>
      <p className="text-sm text-ink-muted">
        {item.city}, {item.country} · {formatSize(item.totalM2)}
        {!item.isActive && (
          <>
            {' · '}
            <Trans>inactive</Trans>
          </>
        )}
      </p>
      {/* The bar repeats the percentage above for the eye; screen readers have the text. */}
      <div aria-hidden="true" className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-brand-50">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${Math.round(item.utilisation * 1000) / 10}%` }} />
      </div>
    </li>
  );
}
