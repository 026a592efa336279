import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { ReferenceData } from '@shared/contracts/reference';
import type { WarehouseImage, WarehouseInput } from '@shared/contracts/warehouses';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { WAIT_FOR_UPLOADS_MESSAGE } from '@web/components/catalogue-form/catalogue-form-values';
import { FeaturesSection } from '@web/components/catalogue-form/features-section';
import { FormButtons } from '@web/components/catalogue-form/form-buttons';
import { ServicesSection } from '@web/components/catalogue-form/services-section';
import { SpacesSection } from '@web/components/catalogue-form/spaces-section';
import { TranslationsSection } from '@web/components/catalogue-form/translations-section';
import { ErrorAlert } from '@web/components/ui/alert';
import { CheckboxField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { formResolver } from '@web/lib/form-schema';
import { useSavingForm } from '@web/lib/use-form-save';
import { useFormField } from '@web/lib/use-form-field';
import {
  formPathForServerPath,
  toWarehouseInput,
  warehouseFormSchema,
  type WarehouseFormValues,
} from './form-values';
import { ImagesSection } from './images-section';
import { LocationSection } from './location-section';
import { useWarehouseImageUploads } from './use-warehouse-image-uploads';

type WarehouseFormProps = {
  mode: 'create' | 'edit';
  /** Read once, like initialValues. */
  reference: ReferenceData;
  /** Read once, when the form mounts: later changes (a live refetch) never overwrite what is being typed. */
  initialValues: WarehouseFormValues;
  initialImages: readonly WarehouseImage[];
  /** Saves the body; rejects with the API's error, which the form shows. Navigates away on success. */
  onSubmit: (body: WarehouseInput) => Promise<unknown>;
  /** Where Cancel goes. */
  cancelHref: string;
};

/** The contract's checks (warehouseFormSchema), run on submit only (CHECK_ON_SUBMIT below): a message goes when its field is edited. */
const resolver = formResolver<WarehouseFormValues>(warehouseFormSchema);

/**
 * The multi-space warehouse form, for create and edit (spec 01 section 2): Basic Information,
 * Location, Spaces, Features, Services, Images and Visibility. Client checks show the spec's
 * messages beside their fields; a 400 answer's details land on the same fields; anything else
 * shows in an alert above the button. Nothing typed is lost on an error.
 */
export function WarehouseForm({ mode, initialValues, initialImages, onSubmit, cancelHref, ...props }: WarehouseFormProps) {
  // The features and services lists were built from these lists at mount: a later refetch must not
  // shift what an index means.
  const { t } = useLingui();
  const [reference] = useState(props.reference);
  // The pin as loaded: left out of the body unless the owner moves or clears it (see toWarehouseInput).
  const [savedCoordinates] = useState(() => ({ latitude: initialValues.latitude, longitude: initialValues.longitude }));
  const { form, formRef, formError, refuse, showSaveError, submitWith } = useSavingForm<WarehouseFormValues>(
    { defaultValues: initialValues, resolver },
    { formPathFor: formPathForServerPath, fallback: WAREHOUSE_MESSAGES.updateFailed },
  );
  const { control, formState } = form;
  const uploads = useWarehouseImageUploads(initialImages);
  const addSpaceRef = useRef<HTMLButtonElement>(null);
  const name = useWatch({ control, name: 'name' });

  async function saveValid(values: WarehouseFormValues) {
    if (uploads.isUploading) return refuse(WAIT_FOR_UPLOADS_MESSAGE);
    try {
      await onSubmit(toWarehouseInput(values, uploads.imageIds, savedCoordinates));
    } catch (error) {
      showSaveError(error);
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submitWith(saveValid)} className="space-y-6" aria-busy={formState.isSubmitting || undefined}>
        <BasicInformationSection />
        <TranslationsSection id="warehouse-translations" />
        <LocationSection />
        <SpacesSection spaceTypes={reference.spaceTypes} addButtonRef={addSpaceRef} />
        <FeaturesSection features={reference.features} />
        <ServicesSection services={reference.services} />
        <ImagesSection uploads={uploads} warehouseName={name} />
        <FormSection id="warehouse-visibility" title={t`Visibility`}>
          <CheckboxField label={t`List warehouse as active (visible to users)`} {...form.register('isActive')} />
        </FormSection>

        <ErrorAlert>{formError}</ErrorAlert>

        <FormButtons mode={mode} isSaving={formState.isSubmitting} cancelHref={cancelHref} />
      </form>
    </FormProvider>
  );
}

function BasicInformationSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<WarehouseFormValues>();
  return (
    <FormSection id="warehouse-basic" title={t`Basic Information`}>
      <div className="grid gap-5">
        <TextField label={t`Name`} required autoComplete="off" error={errorOf('name')} {...field('name')} />
        <TextAreaField
          label={t`Description`}
          rows={5}
          hint={t`What is stored here, access, security, anything a trader should know.`}
          error={errorOf('description')}
          {...field('description')}
        />
      </div>
    </FormSection>
  );
}
