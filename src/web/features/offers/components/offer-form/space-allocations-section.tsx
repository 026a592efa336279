import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { OfferFormContext } from '@shared/contracts/offers';
import { centsToEuroInput, formatCents, moneyInputReading, parseMoneyInput } from '@shared/money';
import { formatSize } from '@shared/sizes';
import { MoneyField, SelectField, TextField } from '@web/components/ui/form-field';
import { useFormField } from '@web/lib/use-form-field';
import { spacePriceText } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';
import { LineFooter, LinesSection, Numbered, useLineField } from './form-parts';
import { freeForDatesNote, newSpaceValues, type OfferFormValues } from './form-values';

type Spaces = OfferFormContext['spaces'];

/** The space allocations: a space of the warehouse, the m² given and the price per m² per day. */
export function SpaceAllocationsSection({ spaces, lineTotalsCents }: { spaces: Spaces; lineTotalsCents: readonly number[] }) {
  const { t } = useLingui();
  const { control } = useFormContext<OfferFormValues>();
  const { linesChanged } = useLineField();
  const { fields, append, remove } = useFieldArray({ control, name: 'spaces' });
  const first = spaces[0];

  return (
    <LinesSection
      title={t`Space Allocations`}
      addLabel={t`Add Space Allocation`}
      canAdd={first !== undefined}
      onAdd={() => {
        if (!first) return;
        append(newSpaceValues(first));
        linesChanged();
      }}
      emptyText={t`No space allocations yet.`}
      count={fields.length}
      note={spaces.length === 0 && (
          <p className="text-sm text-ink-muted">
            <Trans>This warehouse lists no spaces.</Trans>
          </p>
        )}
    >
      {fields.map((row, index) => (
        <SpaceAllocationRow
          key={row.id}
          index={index}
          spaces={spaces}
          totalCents={lineTotalsCents[index] ?? 0}
          onRemove={() => {
            remove(index);
            linesChanged();
          }}
        />
      ))}
    </LinesSection>
  );
}

type RowProps = { index: number; spaces: Spaces; totalCents: number; onRemove: () => void };

function SpaceAllocationRow({ index, spaces, totalCents, onRemove }: RowProps) {
  const { t } = useLingui();
  const { control, setValue, clearErrors } = useFormContext<OfferFormValues>();
  const { errorOf } = useFormField<OfferFormValues>();
  const { lineField } = useLineField();
  const [spaceId, price, lines] = useWatch({ control, name: [`spaces.${index}.spaceId`, `spaces.${index}.price`, 'spaces'] });
  const space = spaces.find((candidate) => candidate.id === spaceId);
  const listPrice = space?.pricePerM2Cents;
  // Spaces of one type share its free m², so the note counts the lines of that type.
  const linesOfType = space ? lines.filter((line) => spaces.find((candidate) => candidate.id === line.spaceId)?.spaceTypeId === space.spaceTypeId).length : 0;
  const cents = parseMoneyInput(price);
  const isManual = cents !== null && listPrice !== undefined && cents !== listPrice;
  const reading = moneyInputReading(price);
  const listPriceText = formatCents(listPrice);
  const priceNote = isManual ? t`Manual price (list price ${listPriceText})` : t`List price`;
  const number = index + 1;

  return (
    <li className="rounded-lg border border-line p-4">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={<Numbered label={t`Space`} index={index} />}
          error={errorOf(`spaces.${index}.spaceId`)}
          className="lg:col-span-2"
          {...lineField(`spaces.${index}.spaceId`, (id) => {
            // Choosing a space brings its list price.
            const space = spaces.find((candidate) => candidate.id === id);
            if (!space) return;
            setValue(`spaces.${index}.price`, centsToEuroInput(space.pricePerM2Cents));
            clearErrors(`spaces.${index}.price`);
          })}
        >
          {spaceId === '' && (
            <option value="">
              <Trans>Choose a space</Trans>
            </option>
          )}
          {spaces.map((space) => (
            <option key={space.id} value={space.id}>
              {referenceText(space.spaceTypeName)} · {formatSize(space.sizeM2)} · {spacePriceText(space.pricePerM2Cents)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<Numbered label={t`Allocated m²`} index={index} />}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errorOf(`spaces.${index}.allocated`)}
          hint={space ? freeForDatesNote(space, linesOfType) : undefined}
          {...lineField(`spaces.${index}.allocated`)}
        />
        <MoneyField
          label={<Numbered label={t`Price per m² per day (€)`} index={index} />}
          error={errorOf(`spaces.${index}.price`)}
          // How the text was read ("2,50" → €2.50), as under every catalogue price.
          hint={reading ? t`${reading} per m² per day · ${priceNote}` : priceNote}
          {...lineField(`spaces.${index}.price`)}
        />
        <TextField
          label={<Numbered label={t`Space comments`} index={index} />}
          maxLength={2000}
          className="md:col-span-2 lg:col-span-3"
          {...lineField(`spaces.${index}.comments`)}
        />
        <LineFooter
          total={formatCents(totalCents)}
          testId={`space-total-${index + 1}`}
          removeLabel={t`Remove space allocation ${number}`}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
