import { useState, type ReactNode } from 'react';
import { FormProvider, set, useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { OwnerWarehouseInput } from '@shared/contracts/owner-catalogue';
import type { ReferenceData } from '@shared/contracts/reference';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/form-errors';
import { FormSection } from './form-section';
import {
  type FormError,
  formPathForServerPath,
  type OwnerWarehouseFormValues,
  toOwnerWarehouseInput,
  validateOwnerWarehouseForm,
} from './form-values';
import { HoursSection } from './hours-section';
import { useOwnerFormField } from './use-owner-form-field';

export const WAIT_FOR_UPLOADS_MESSAGE = 'Please wait until the images have finished uploading.';

type OwnerWarehouseFormProps = {
  mode: 'create' | 'edit';
  warehouseTypes: ReferenceData['warehouseTypes'];
  /** Read once, when the form mounts. */
  initialValues: OwnerWarehouseFormValues;
  /**
   * The Features, Services and Images sections, composed by the page (they are the multi-space
   * form's, working on the same `features` and `services` values). Rendered inside this form.
   */
  featuresSection: ReactNode;
  servicesSection: ReactNode;
  imagesSection: ReactNode;
  /** Finished uploads in display order, and whether any is still running. */
  imageIds: readonly string[];
  isUploading: boolean;
  /** Saves the body; rejects with the API's error, which the form shows. Navigates away on success. */
  onSubmit: (body: OwnerWarehouseInput) => Promise<unknown>;
  cancelHref: string;
};

function toFieldErrors(errors: readonly FormError[]): FieldErrors<OwnerWarehouseFormValues> {
  const nested: FieldErrors<OwnerWarehouseFormValues> = {};
  for (const { path, message } of errors) set(nested, path, { type: 'validate', message });
  return nested;
}

const resolver: Resolver<OwnerWarehouseFormValues> = (values) => {
  const errors = validateOwnerWarehouseForm(values);
  return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(errors) };
};

/**
 * The owner-catalogue warehouse form (spec 01 section 5), for create and edit: Basic Information
 * (name, type, description), Size and Price, Operating Hours, Location, Features, Services and
 * Images. Client checks show their messages beside the fields; a 400 answer's details land on the
 * same fields; anything else shows above the button. Nothing typed is lost on an error.
 */
export function OwnerWarehouseForm({
  mode,
  warehouseTypes,
  initialValues,
  featuresSection,
  servicesSection,
  imagesSection,
  imageIds,
  isUploading,
  onSubmit,
  cancelHref,
}: OwnerWarehouseFormProps) {
  const form = useForm<OwnerWarehouseFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setFocus, getValues, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);

  function focusField(path: string) {
    // A day-list message has no input of its own: the first day's checkbox stands for it.
    const target = path === 'customHours' ? 'customHours.monday.isOpen' : path;
    setFocus(target as Path<OwnerWarehouseFormValues>, { shouldSelect: false });
  }

  function showServerErrors(error: unknown, values: OwnerWarehouseFormValues): { placed: string[]; unplaced: string[] } {
    const placed: string[] = [];
    const unplaced: string[] = [];
    if (!isApiError(error) || !error.details) return { placed, unplaced };
    for (const [serverPath, messages] of Object.entries(error.details)) {
      const message = messages[0];
      if (!message) continue;
      const formPath = formPathForServerPath(serverPath, values);
      if (formPath === null) unplaced.push(message);
      else {
        setError(formPath as Path<OwnerWarehouseFormValues>, { type: 'server', message });
        placed.push(formPath);
      }
    }
    return { placed, unplaced };
  }

  async function saveValid(values: OwnerWarehouseFormValues) {
    setFormError(null);
    if (isUploading) {
      setFormError(WAIT_FOR_UPLOADS_MESSAGE);
      return;
    }
    try {
      await onSubmit(toOwnerWarehouseInput(values, imageIds));
    } catch (error) {
      const { placed, unplaced } = showServerErrors(error, values);
      if (placed[0]) focusField(placed[0]);
      if (unplaced.length > 0) setFormError(unplaced.join(' '));
      else if (placed.length === 0) setFormError(errorMessage(error, WAREHOUSE_MESSAGES.updateFailed));
    }
  }

  function focusFirstInvalid() {
    setFormError(null);
    const [first] = validateOwnerWarehouseForm(getValues());
    if (first) focusField(first.path);
  }

  const isSaving = formState.isSubmitting;
  const idleLabel = mode === 'create' ? 'Create Warehouse' : 'Update Warehouse';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSubmit(saveValid, focusFirstInvalid)(event)} className="space-y-6" aria-busy={isSaving || undefined}>
        <BasicInformationSection warehouseTypes={warehouseTypes} />
        <SizeAndPriceSection />
        <HoursSection />
        <LocationSection />
        {featuresSection}
        {servicesSection}
        {imagesSection}

        <ErrorAlert>{formError}</ErrorAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={cancelHref} className={buttonClassName('secondary', 'lg')}>
            Cancel
          </Link>
          <Button type="submit" size="lg" disabled={isSaving}>
            {isSaving ? 'Saving...' : idleLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function BasicInformationSection({ warehouseTypes }: { warehouseTypes: ReferenceData['warehouseTypes'] }) {
  const { field, errorOf } = useOwnerFormField();
  return (
    <FormSection id="owner-warehouse-basic" title="Basic Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" error={errorOf('name')} {...field('name')} />
        <SelectField label="Warehouse type" required error={errorOf('warehouseTypeId')} {...field('warehouseTypeId')}>
          <option value="">Select a type</option>
          {warehouseTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Description"
          rows={5}
          className="sm:col-span-2"
          hint="What is stored here, access, security, anything a trader should know."
          error={errorOf('description')}
          {...field('description')}
        />
      </div>
    </FormSection>
  );
}

function SizeAndPriceSection() {
  const { field, errorOf } = useOwnerFormField();
  return (
    <FormSection id="owner-warehouse-size" title="Size and Price" description="The whole space you offer and its price per m² per day.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Size (m²)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          error={errorOf('sizeM2')}
          {...field('sizeM2')}
        />
        <TextField
          label="Price per m² per day (€)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          hint="In euros; rounded to whole cents."
          error={errorOf('price')}
          {...field('price')}
        />
      </div>
    </FormSection>
  );
}

function LocationSection() {
  const { field, errorOf } = useOwnerFormField();
  return (
    <FormSection id="owner-warehouse-location" title="Location" description="The map position is found from the address when you save.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Address" required autoComplete="street-address" className="sm:col-span-2" error={errorOf('address')} {...field('address')} />
        <TextField label="City" required autoComplete="address-level2" error={errorOf('city')} {...field('city')} />
        <TextField label="Postal code" required autoComplete="postal-code" error={errorOf('postalCode')} {...field('postalCode')} />
        <TextField label="Country" required autoComplete="country-name" error={errorOf('country')} {...field('country')} />
      </div>
    </FormSection>
  );
}
