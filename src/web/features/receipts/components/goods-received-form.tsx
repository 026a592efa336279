import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_RECEIPT_PHOTOS, RECEIPT_LIMITS, recordReceiptBody, type WarehouseReceipt } from '@shared/contracts/receipts';
import { GOODS_CONDITION_LABELS, GOODS_CONDITIONS, PACKAGING_LABELS, PACKAGING_KINDS } from '@shared/goods';
import { todayIsoDate } from '@shared/dates';
import { RECEIPT_MESSAGES } from '@shared/errors';
import { useImageUploads } from '@web/components/image-uploads/use-image-uploads';
import { ErrorAlert } from '@web/components/ui/alert';
import { NamedOptions, SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { QuantityField } from '@web/components/ui/quantity-field';
import { PanelFormButtons } from '@web/components/ui/panel-form';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { referenceText } from '@web/lib/reference-texts';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useDeleteReceiptPhoto } from '../api/delete-receipt-photo';
import { useRecordReceipt } from '../api/record-receipt';
import { useUploadReceiptPhoto } from '../api/upload-receipt-photo';
import { ReceiptPhotosField } from './receipt-photos-field';

type FormValues = z.input<typeof recordReceiptBody>;
type ParsedValues = z.output<typeof recordReceiptBody>;

const FIELDS = ['receivedOn', 'bookingSpaceId', 'commodity', 'packaging', 'quantity', 'quantityUnit', 'grossWeightKg', 'marks', 'condition', 'damageNote', 'photoIds'] as const;

type GoodsReceivedFormProps = {
  bookingId: string;
  spaces: readonly { id: string; spaceTypeName: string }[];
  /** The receipt being corrected: the form starts from its goods and issues a receipt that supersedes it. */
  correcting?: WarehouseReceipt | undefined;
  onDone: () => void;
  onCancel: () => void;
};

function startingValues(spaces: GoodsReceivedFormProps['spaces'], correcting: WarehouseReceipt | undefined): FormValues {
  if (correcting) {
    return {
      receivedOn: correcting.receivedOn,
      bookingSpaceId: correcting.bookingSpace.id,
      commodity: correcting.commodity,
      packaging: correcting.packaging,
      quantity: correcting.quantity,
      quantityUnit: correcting.quantityUnit,
      grossWeightKg: correcting.grossWeightKg,
      marks: correcting.marks,
      condition: correcting.condition,
      damageNote: correcting.damageNote,
    };
  }
  // NaN is what an empty number input reads as (valueAsNumber); the enums start unchosen, as a person has not said yet.
  return {
    receivedOn: todayIsoDate(),
    bookingSpaceId: spaces.length === 1 ? spaces[0]!.id : '',
    commodity: '',
    packaging: '' as FormValues['packaging'],
    quantity: Number.NaN,
    quantityUnit: '',
    grossWeightKg: Number.NaN,
    marks: '',
    condition: 'good',
    damageNote: '',
  };
}

/**
 * "Record goods received" on a booking (its warehouse's owner or an administrator), or the correction
 * of a receipt. Checks are the contract's (recordReceiptBody); the server adds the date against the
 * booking and the space against its lines, and its answer lands beside the field. Photos upload as
 * they are taken and the receipt names them (photoIds); a failed submit keeps them and moves focus to
 * the first message; the issued receipt's number is the mutation's notice.
 */
export function GoodsReceivedForm({ bookingId, spaces, correcting, onDone, onCancel }: GoodsReceivedFormProps) {
  const { t } = useLingui();
  const recordReceipt = useRecordReceipt();
  const { mutateAsync: uploadPhoto } = useUploadReceiptPhoto(bookingId);
  const { mutateAsync: deletePendingPhoto } = useDeleteReceiptPhoto();
  // A correction takes photos of its own: the receipt it replaces keeps its photos, as issued.
  const photos = useImageUploads([], {
    upload: uploadPhoto,
    deletePending: deletePendingPhoto,
    maxImages: MAX_RECEIPT_PHOTOS,
    tooManyMessage: RECEIPT_MESSAGES.photosTooMany,
  });
  // The receipt is issued only once every photo has uploaded; a submit before that is refused with this, said in the current language.
  const [isWaitingForPhotos, setIsWaitingForPhotos] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(recordReceiptBody),
    defaultValues: startingValues(spaces, correcting),
    ...CHECK_ON_SUBMIT,
  });
  const { ref: formRef, reportProblem } = useFocusFirstProblem();
  const isDamaged = useWatch({ control, name: 'condition' }) === 'damaged';
  const correctingNumber = correcting?.number;
  const title = correcting ? t`Correct receipt ${correctingNumber}` : t`Record goods received`;

  const onSubmit = submitReportingProblems(
    handleSubmit,
    (values) => {
      if (photos.isUploading) {
        setIsWaitingForPhotos(true);
        reportProblem();
        return;
      }
      setIsWaitingForPhotos(false);
      recordReceipt.mutate(
        { bookingId, correcting: correcting?.id, body: { ...values, photoIds: photos.imageIds } },
        {
          onSuccess: onDone,
          onError: (error) => {
            applyServerFieldErrors(error, setError, FIELDS, { shouldFocus: false });
            reportProblem();
          },
        },
      );
    },
    reportProblem,
  );

  const error = recordReceipt.error;
  const isFieldError = isApiError(error) && Boolean(error.details);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 rounded-lg border border-line bg-surface-muted p-4" aria-label={title}>
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {correcting && (
        <p className="text-sm text-ink-muted">
          <Trans>A receipt is never changed: this issues a new receipt, and {correctingNumber} will say it was superseded by it.</Trans>
          {correcting.photos.length > 0 && (
            <>
              {' '}
              <Trans>{correctingNumber} keeps its photos; add the photos the new receipt should have.</Trans>
            </>
          )}
        </p>
      )}
      <ErrorAlert>{recordReceipt.isError && !isFieldError ? errorMessage(error, RECEIPT_MESSAGES.recordFailed) : undefined}</ErrorAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Date received`} type="date" required error={errors.receivedOn?.message} {...register('receivedOn')} />
        <SelectField label={t`Booked space`} required error={errors.bookingSpaceId?.message} {...register('bookingSpaceId')}>
          {spaces.length !== 1 && <option value="">{t`Select a space`}</option>}
          <NamedOptions items={spaces.map((space) => ({ id: space.id, name: referenceText(space.spaceTypeName) }))} />
        </SelectField>
      </div>
      <TextField
        label={t`Goods`}
        hint={t`What the goods are, as the depositor declared them, e.g. canned tomatoes in cartons.`}
        required
        maxLength={RECEIPT_LIMITS.commodity}
        error={errors.commodity?.message}
        {...register('commodity')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t`Packaging`} required error={errors.packaging?.message} {...register('packaging')}>
          <option value="">{t`Select packaging`}</option>
          {PACKAGING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PACKAGING_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <QuantityField
          label={t`Quantity`}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
        <TextField
          label={t`Unit`}
          hint={t`e.g. pallets, bags, tonnes`}
          required
          maxLength={RECEIPT_LIMITS.unit}
          error={errors.quantityUnit?.message}
          {...register('quantityUnit')}
        />
      </div>
      <QuantityField
        label={t`Gross weight (kg)`}
        error={errors.grossWeightKg?.message}
        {...register('grossWeightKg', { valueAsNumber: true })}
      />
      <TextAreaField label={t`Marks and lot numbers`} rows={2} maxLength={RECEIPT_LIMITS.marks} error={errors.marks?.message} {...register('marks')} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          <Trans>Condition</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {GOODS_CONDITIONS.map((condition) => (
            <label key={condition} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="radio" value={condition} className="size-4 accent-brand-700" {...register('condition')} />
              {GOODS_CONDITION_LABELS[condition]}
            </label>
          ))}
        </div>
      </fieldset>
      {isDamaged && (
        <TextAreaField
          label={t`Damage description`}
          hint={t`What is damaged and how much, as seen on arrival.`}
          required
          rows={2}
          maxLength={RECEIPT_LIMITS.damageNote}
          error={errors.damageNote?.message}
          {...register('damageNote')}
        />
      )}
      <ReceiptPhotosField uploads={photos} error={isWaitingForPhotos ? t`Please wait until the photos have finished uploading.` : errors.photoIds?.message} />
      <PanelFormButtons submitLabel={correcting ? t`Issue Corrected Receipt` : t`Issue Receipt`} pendingLabel={t`Issuing…`} isPending={recordReceipt.isPending} onCancel={onCancel} />
    </form>
  );
}
