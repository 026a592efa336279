import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { type BlockInput, blockInput, MAX_BLOCK_NOTE_LENGTH, type ParsedBlockInput } from '@shared/contracts/capacity';
import { CAPACITY_TIMELINE_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NamedOptions, SelectField, SizeField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/error-message';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useCreateBlock } from '../api/capacity-blocks';
import { referenceItems } from '@web/lib/reference-texts';

const FIELDS = ['spaceTypeId', 'sizeM2', 'from', 'to', 'note'] as const;

type BlockFormProps = {
  warehouseId: string;
  spaceTypes: readonly { id: string; name: string }[];
  /** Told after a block is saved and the timeline has reloaded. */
  onBlocked?: () => void;
};

/**
 * "Block space": take m² of one space type out of what is free for some days (maintenance, a direct
 * contract). Checks are the contract's (blockInput); the server adds whether the start is past and
 * whether that much is free, and its answer lands beside the field it is about (a block over what is
 * free, on the size). A failed submit moves focus to the first message; "Space blocked" is the
 * mutation's notice (capacity-blocks.ts).
 */
export function BlockForm({ warehouseId, spaceTypes, onBlocked }: BlockFormProps) {
  const { t } = useLingui();
  const createBlock = useCreateBlock(warehouseId);
  // NaN is what an empty number input reads as (valueAsNumber); it also empties the field on reset.
  const defaultValues = { spaceTypeId: spaceTypes.length === 1 ? spaceTypes[0]!.id : '', sizeM2: Number.NaN, from: '', to: '', note: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<BlockInput, unknown, ParsedBlockInput>({
    resolver: zodResolver(blockInput),
    defaultValues,
    ...CHECK_ON_SUBMIT,
  });
  const { ref: formRef, reportProblem } = useFocusFirstProblem();

  const onSubmit = submitReportingProblems(
    handleSubmit,
    (body) => {
      createBlock.mutate(body, {
        onSuccess: () => {
          reset({ ...defaultValues, spaceTypeId: body.spaceTypeId });
          onBlocked?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'capacity_exceeded') {
            setError('sizeM2', { type: 'server', message: error.message });
          } else {
            applyServerFieldErrors(error, setError, FIELDS, { shouldFocus: false });
          }
          reportProblem();
        },
      });
    },
    reportProblem,
  );

  const error = createBlock.error;
  const isFieldError = isApiError(error) && (error.code === 'capacity_exceeded' || Boolean(error.details));

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label={t`Block space`}>
      <ErrorAlert>{createBlock.isError && !isFieldError ? errorMessage(error, CAPACITY_TIMELINE_MESSAGES.blockFailed) : undefined}</ErrorAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Space type`} required error={errors.spaceTypeId?.message} {...register('spaceTypeId')}>
          {spaceTypes.length !== 1 && <option value="">{t`Select a space type`}</option>}
          <NamedOptions items={referenceItems(spaceTypes)} />
        </SelectField>
        <SizeField min="0.01" error={errors.sizeM2?.message} {...register('sizeM2', { valueAsNumber: true })} />
        <TextField label={t`From`} type="date" required error={errors.from?.message} {...register('from')} />
        <TextField label={t`To`} type="date" required error={errors.to?.message} {...register('to')} />
      </div>
      <TextAreaField
        label={t`Note`}
        rows={2}
        maxLength={MAX_BLOCK_NOTE_LENGTH}
        hint={t`Why the space is blocked, e.g. maintenance or a direct contract. Only you and administrators see it.`}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={createBlock.isPending}>
          {createBlock.isPending ? <Trans>Blocking…</Trans> : <Trans>Block Space</Trans>}
        </Button>
      </div>
    </form>
  );
}
