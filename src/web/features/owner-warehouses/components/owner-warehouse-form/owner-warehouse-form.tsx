import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import type { ReferenceData } from '@shared/contracts/reference';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { moneyInputReading } from '@shared/money';
import { AddressFields } from '@web/components/catalogue-form/address-fields';
import { WAIT_FOR_UPLOADS_MESSAGE } from '@web/components/catalogue-form/catalogue-form-values';
import { FeaturesSection } from '@web/components/catalogue-form/features-section';
import { FormButtons } from '@web/components/catalogue-form/form-buttons';
import { ServicesSection } from '@web/components/catalogue-form/services-section';
import { TranslationsSection } from '@web/components/catalogue-form/translations-section';
import { ErrorAlert } from '@web/components/ui/alert';
import { MoneyField, NamedOptions, SelectField, SizeField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { formResolver } from '@web/lib/form-schema';
import { useSavingForm } from '@web/lib/use-form-save';
import { useFormField } from '@web/lib/use-form-field';
import {
  formPathForServerPath,
  type OwnerWarehouseFormValues,
  toOwnerWarehouseInput,
  ownerWarehouseFormSchema,
} from './form-values';
import { HoursSection } from './hours-section';
import { referenceItems } from '@web/lib/reference-texts';

type OwnerWarehouseFormProps = {
  mode: 'create' | 'edit';
  reference: Pick<ReferenceData, 'warehouseTypes' | 'features' | 'services'>;
  /** Read once, when the form mounts. */
  initialValues: OwnerWarehouseFormValues;
  /**
   * The Images section, composed by the page (it is the multi-space form's, with this catalogue's
   * upload rules). Rendered inside this form.
   */
  imagesSection: ReactNode;
  /** Finished uploads in display order, and whether any is still running. */
  imageIds: readonly string[];
  isUploading: boolean;
  /** Saves the body; rejects with the API's error, which the form shows. Navigates away on success. */
  onSubmit: (body: OwnerWarehouseInput) => Promise<unknown>;
  cancelHref: string;
};

const resolver = formResolver<OwnerWarehouseFormValues>(ownerWarehouseFormSchema);

/**
 * The single-space warehouse form (spec 01 section 5), for create and edit: Basic Information
 * (name, type, description), Size and Price, Operating Hours, Location, Features, Services and
 * Images. Client checks show their messages beside the fields; a 400 answer's details land on the
 * same fields; anything else shows above the button. Nothing typed is lost on an error.
 */
export function OwnerWarehouseForm({
  mode,
  reference,
  initialValues,
  imagesSection,
  imageIds,
  isUploading,
  onSubmit,
  cancelHref,
}: OwnerWarehouseFormProps) {
  const { form, formRef, formError, refuse, showSaveError, submitWith } = useSavingForm<OwnerWarehouseFormValues>(
    { defaultValues: initialValues, resolver },
    { formPathFor: formPathForServerPath, fallback: WAREHOUSE_MESSAGES.updateFailed },
  );
  const { formState } = form;

  async function saveValid(values: OwnerWarehouseFormValues) {
    if (isUploading) return refuse(WAIT_FOR_UPLOADS_MESSAGE);
    try {
      await onSubmit(toOwnerWarehouseInput(values, imageIds));
    } catch (error) {
      showSaveError(error);
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(saveValid)} className="space-y-6" aria-busy={formState.isSubmitting || undefined}>
        <BasicInformationSection warehouseTypes={reference.warehouseTypes} />
        <TranslationsSection id="owner-warehouse-translations" />
        <SizeAndPriceSection />
        <HoursSection />
        <LocationSection />
        <FeaturesSection features={reference.features} />
        <ServicesSection services={reference.services} />
        {imagesSection}

        <ErrorAlert>{formError}</ErrorAlert>

        <FormButtons mode={mode} isSaving={formState.isSubmitting} cancelHref={cancelHref} />
      </form>
    </FormProvider>
  );
}

function BasicInformationSection({ warehouseTypes }: { warehouseTypes: ReferenceData['warehouseTypes'] }) {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<OwnerWarehouseFormValues>();
  return (
    <FormSection id="owner-warehouse-basic" title={t`Basic Information`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`Name`} required autoComplete="off" error={errorOf('name')} {...field('name')} />
        <SelectField label={t`Warehouse type`} required error={errorOf('warehouseTypeId')} {...field('warehouseTypeId')}>
          <option value="">{t`Select a type`}</option>
          <NamedOptions items={referenceItems(warehouseTypes)} />
        </SelectField>
        <TextAreaField
          label={t`Description`}
          rows={5}
          className="sm:col-span-2"
          hint={t`What is stored here, access, security, anything a trader should know.`}
          error={errorOf('description')}
          {...field('description')}
        />
      </div>
    </FormSection>
  );
}

function SizeAndPriceSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<OwnerWarehouseFormValues>();
  const price = useWatch<OwnerWarehouseFormValues, 'price'>({ name: 'price' });
  return (
    <FormSection id="owner-warehouse-size" title={t`Size and Price`} description={t`The whole space you offer and its price per m² per day.`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SizeField min={0} error={errorOf('sizeM2')} {...field('sizeM2')} />
        <MoneyField
          label={t`Price per m² per day (€)`}
          required
          hint={moneyInputReading(price) ?? t`In euros; rounded to whole cents.`}
          error={errorOf('price')}
          {...field('price')}
        />
      </div>
    </FormSection>
  );
}

function LocationSection() {
  const { t } = useLingui();
  return (
    <FormSection id="owner-warehouse-location" title={t`Location`} description={t`The map position is found from the address when you save.`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressFields />
      </div>
    </FormSection>
  );
}
