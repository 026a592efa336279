import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useController, useWatch } from 'react-hook-form';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import type { ReferenceData } from '@shared/contracts/reference';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES, createInquiriesFailedMessage } from '@shared/errors';
import { estimateInquiryCost } from '@shared/estimate';
import { referenceText } from '@web/lib/reference-texts';
import { EstimateBreakdown } from '../estimate-breakdown';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { isApiError } from '@web/lib/api-client';
import { useSavingForm } from '@web/lib/use-form-save';
import { useFormDraft } from '@web/lib/use-form-draft';
import { useFormField } from '@web/lib/use-form-field';
import { useCreateInquiries } from '../../api/create-inquiries';
import { useUpdateInquiry } from '../../api/update-inquiry';
import {
  createInquiryFormSchema,
  editInquiryFormSchema,
  formPathForServerPath,
  inquiryFormValuesFromDetail,
  newInquiryFormValues,
  warehouseFailuresFromDetails,
  type CreateInquiryFormOutput,
  type EditInquiryFormOutput,
  type InquiryFormValues,
} from './form-values';
import { useSelectedWarehouseDetails, type SelectedWarehouses } from './selected-warehouses';
import { SpaceRequestsSection } from './space-requests-section';
import { WarehousesSection } from './warehouses-section';

export type InquiryFormProps = {
  reference: Pick<ReferenceData, 'services' | 'features'>;
  /** Editing: the inquiry whose warehouse is fixed and whose values fill the form. */
  inquiry?: InquiryDetail;
  /** Creating: warehouses carried in from a warehouse page. */
  initialWarehouseIds?: string[];
  initialSpaceTypeId?: string;
  /** The signed-in user: what they typed outlives a lost session for them alone (useFormDraft). */
  userId: string | null;
  onSaved: () => void;
  onCancel: () => void;
};

type Output = CreateInquiryFormOutput | EditInquiryFormOutput;

/**
 * The inquiry form (spec 02 sections 3, 5 and 9), for a new inquiry (one per selected warehouse) and
 * for editing one. The checks are the operation's contract, run on submit; a message goes as soon as
 * its field is edited. The server's refusals land beside what they concern: a field, or (several
 * warehouses) each refused warehouse; anything else shows in the alert at the top. A failed submit
 * moves focus to the first message.
 */
export function InquiryForm({ reference, inquiry, initialWarehouseIds = [], initialSpaceTypeId, userId, onSaved, onCancel }: InquiryFormProps) {
  const { t } = useLingui();
  const isEditing = inquiry !== undefined;
  const {
    form,
    formRef,
    formError: problem,
    setFormError: setProblem,
    reportProblem,
    showSaveError,
    submitWith,
  } = useSavingForm<InquiryFormValues, Output>(
    {
      defaultValues: inquiry ? inquiryFormValuesFromDetail(inquiry) : newInquiryFormValues(initialWarehouseIds),
      resolver: zodResolver(isEditing ? editInquiryFormSchema : createInquiryFormSchema),
    },
    { formPathFor: formPathForServerPath, fallback: isEditing ? GENERIC_MESSAGES.default : INQUIRY_MESSAGES.createFailed },
  );
  const { control, getValues, setValue, formState } = form;
  const draft = useFormDraft(form, { form: 'inquiry', userId });
  const [warehouseFailures, setWarehouseFailures] = useState<ReadonlyMap<string, string>>(new Map());
  const createInquiries = useCreateInquiries();
  const updateInquiry = useUpdateInquiry();

  const [warehouseIds, spaceRequests] = useWatch({ control, name: ['warehouseIds', 'spaceRequests'] });
  const selection = useSelectedWarehouseDetails(inquiry, warehouseIds);

  function warehouseName(id: string, fallback: string | null): string {
    return selection.warehouses.find((warehouse) => warehouse.id === id)?.name ?? fallback ?? id;
  }

  function showError(error: unknown) {
    // Sent to sign in with the values kept; nothing more to say here.
    if (draft.keepIfSessionLost(error)) return;
    const failures = isApiError(error) ? warehouseFailuresFromDetails(error.details) : new Map<string, string>();
    if (getValues('warehouseIds').length > 1 && failures.size > 0) {
      // Every warehouse was refused: each says why beside it.
      setWarehouseFailures(failures);
      setProblem(createInquiriesFailedMessage(failures.size));
      reportProblem();
    } else {
      showSaveError(error);
    }
  }

  async function save(body: Output) {
    setWarehouseFailures(new Map());
    try {
      if (inquiry) {
        await updateInquiry.mutateAsync({ id: inquiry.id, body: body as EditInquiryFormOutput });
        onSaved();
        return;
      }
      const result = await createInquiries.mutateAsync(body as CreateInquiryFormOutput);
      if (result.failed.length === 0) {
        onSaved();
        return;
      }
      // Keep only the warehouses that were refused, each saying why, so trying again sends none twice.
      const created = new Set(result.created.map((item) => item.warehouseId));
      setValue(
        'warehouseIds',
        getValues('warehouseIds').filter((id) => !created.has(id)),
      );
      setWarehouseFailures(new Map(result.failed.map((failure) => [failure.warehouseId, failure.message])));
      setProblem(createInquiriesFailedMessage(result.failed.length, result.created.map((item) => warehouseName(item.warehouseId, null))));
      reportProblem();
    } catch (error) {
      showError(error);
    }
  }

  const isPending = formState.isSubmitting;
  const canSubmit = warehouseIds.length > 0 && spaceRequests.length > 0 && !isPending;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submitWith(save)}
        className="space-y-6"
        aria-busy={isPending || undefined}
      >
        <ErrorAlert>{problem}</ErrorAlert>
        <WarehousesSection selection={selection} isEditing={isEditing} failures={warehouseFailures} />
        <SpaceRequestsSection spaceTypes={selection.isLoaded ? selection.spaceTypes : null} preferredTypeId={initialSpaceTypeId ?? null} />
        <DatesSection />
        <ChecklistSection name="serviceIds" title={t`Required Services`} items={reference.services} />
        <ChecklistSection name="featureIds" title={t`Required Features`} items={reference.features} />
        <NotesSection />
        <EstimateSection selection={selection} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {isPending ? <Trans>Saving…</Trans> : isEditing ? <Trans>Save Changes</Trans> : <Trans>Submit Inquiry</Trans>}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function DatesSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<InquiryFormValues>();
  return (
    <FormSection id="inquiry-dates" title={t`Dates`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Either date can put the end before the start, so editing one clears the other's message too. */}
        <TextField label={t`Start Date`} type="date" required error={errorOf('startDate')} {...field('startDate', ['endDate'])} />
        <TextField label={t`End Date`} type="date" required error={errorOf('endDate')} {...field('endDate', ['startDate'])} />
      </div>
    </FormSection>
  );
}

/** Required Services or Features: a checkbox per reference item; the value is the checked ids. */
function ChecklistSection({ name, title, items }: { name: 'serviceIds' | 'featureIds'; title: string; items: { id: string; name: string }[] }) {
  const { field } = useController<InquiryFormValues, typeof name>({ name });
  const checked = field.value;
  return (
    <fieldset className="panel p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>None to choose from.</Trans>
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <CheckboxField
              key={item.id}
              label={referenceText(item.name)}
              checked={checked.includes(item.id)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked ? [...checked, item.id] : checked.filter((id) => id !== item.id))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

function NotesSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<InquiryFormValues>();
  return (
    <FormSection id="inquiry-notes" title={t`Additional Notes`}>
      <TextAreaField
        label={
          <span className="sr-only">
            <Trans>Additional notes</Trans>
          </span>
        }
        rows={4}
        maxLength={5000}
        placeholder={t`Anything else we should know`}
        error={errorOf('notes')}
        {...field('notes')}
      />
    </FormSection>
  );
}

/** The estimate from the warehouse's list prices (one warehouse only; several get separate offers). */
function EstimateSection({ selection }: { selection: SelectedWarehouses }) {
  const [startDate, endDate, spaceRequests] = useWatch<InquiryFormValues, ['startDate', 'endDate', 'spaceRequests']>({
    name: ['startDate', 'endDate', 'spaceRequests'],
  });
  const estimate =
    selection.warehouses.length === 1 && selection.loaded.length === 1
      ? estimateInquiryCost({
          startDate,
          endDate,
          spaceRequests: spaceRequests.map((row) => ({ spaceTypeId: row.spaceTypeId, sizeM2: row.sizeM2 })),
          warehouses: selection.loaded,
        })
      : null;

  return (
    <section aria-labelledby="inquiry-estimate" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="inquiry-estimate" className="text-lg font-semibold text-ink">
        <Trans>Estimated Cost</Trans>
      </h2>
      {selection.warehouses.length > 1 ? (
        <p className="mt-2 text-sm text-ink">
          <Trans>A separate inquiry will be created for each warehouse and you will receive separate offers.</Trans>
        </p>
      ) : (
        <>
          <div className="mt-3">
            <EstimateBreakdown subtotalCents={estimate} />
          </div>
          <p className="mt-2 text-sm text-ink-muted">
            <Trans>
              An estimate from the warehouse’s list prices for the whole period, with the platform fee the offer adds. The offer sets the
              final price.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}
