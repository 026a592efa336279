import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { ReferenceData } from '@shared/contracts/reference';
import type { ListingRequestDetail, ListingRequestInput } from '@shared/contracts/listing-requests';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { AddressFields } from '@web/components/catalogue-form/address-fields';
import { WAIT_FOR_UPLOADS_MESSAGE } from '@web/components/catalogue-form/catalogue-form-values';
import { FeaturesSection } from '@web/components/catalogue-form/features-section';
import { ServicesSection } from '@web/components/catalogue-form/services-section';
import { SpacesSection } from '@web/components/catalogue-form/spaces-section';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormSave } from '@web/lib/use-form-save';
import { useFormField } from '@web/lib/use-form-field';
import { formPathForBodyPath, type ListingRequestFormValues, toListingRequestInput, validateListingRequestForm } from './listing-request-form-values';
import { ListingRequestImagesField, useListingRequestImages } from './listing-request-images';

type ListingRequestFormProps = {
  reference: ReferenceData;
  /** Read once, when the form mounts. */
  initialValues: ListingRequestFormValues;
  initialImages: readonly WarehouseImage[];
  /** Saves the body; rejects with the API's error, which the form shows. */
  onSave: (body: ListingRequestInput) => Promise<ListingRequestDetail>;
};

/**
 * The listing request form (spec 01 sections 2 and 5): warehouse details, contact details, spaces,
 * features, services and images. Save as Draft sends what is there without checks; Submit Request
 * runs the spec's checks first, and the messages clear as their fields are edited.
 */
export function ListingRequestForm({ reference, initialValues, initialImages, onSave }: ListingRequestFormProps) {
  const { t } = useLingui();
  const form = useForm<ListingRequestFormValues>({ defaultValues: initialValues, mode: 'onSubmit', shouldFocusError: false });
  const { setError, getValues, clearErrors } = form;
  const { formRef, formError, setFormError, reportProblem, refuse, showSaveError } = useFormSave(form, {
    formPathFor: formPathForBodyPath,
    fallback: WAREHOUSE_MESSAGES.requestUpdateFailed,
  });
  const images = useListingRequestImages(initialImages);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const addSpaceRef = useRef<HTMLButtonElement>(null);

  async function save(submit: boolean) {
    setFormError(null);
    const values = getValues();
    if (submit) {
      clearErrors();
      const errors = validateListingRequestForm(values);
      if (errors.length > 0) {
        for (const { path, message } of errors) setError(path as Path<ListingRequestFormValues>, { type: 'validate', message });
        reportProblem();
        return;
      }
    }
    if (images.isUploading) return refuse(WAIT_FOR_UPLOADS_MESSAGE);
    setBusy(submit ? 'submit' : 'draft');
    try {
      const saved = await onSave(toListingRequestInput(values, images.imageRefs, submit));
      images.markSaved(saved.images);
    } catch (error) {
      showSaveError(error, submit ? WAREHOUSE_MESSAGES.requestSubmitFallback : WAREHOUSE_MESSAGES.requestUpdateFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        aria-busy={busy !== null || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void save(true);
        }}
      >
        <WarehouseDetailsSection />
        <ContactDetailsSection />
        <SpacesSection spaceTypes={reference.spaceTypes} addButtonRef={addSpaceRef} idPrefix="request" />
        <FeaturesSection features={reference.features} idPrefix="request" />
        <ServicesSection services={reference.services} idPrefix="request" />
        <FormSection
          id="request-images"
          title={t`Images`}
          description={t`Each image uploads as soon as you choose it. The first image is the main one.`}
        >
          <ListingRequestImagesField images={images} />
        </FormSection>

        <ErrorAlert>{formError}</ErrorAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => void save(false)}>
            {busy === 'draft' ? <Trans>Saving...</Trans> : <Trans>Save as Draft</Trans>}
          </Button>
          <Button type="submit" size="lg" disabled={busy !== null}>
            {busy === 'submit' ? <Trans>Submitting...</Trans> : <Trans>Submit Request</Trans>}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function WarehouseDetailsSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<ListingRequestFormValues>();
  return (
    <FormSection id="request-warehouse" title={t`Warehouse Details`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`Warehouse name`} required className="sm:col-span-2" error={errorOf('name')} {...field('name')} />
        <TextAreaField label={t`Description`} rows={4} className="sm:col-span-2" error={errorOf('description')} {...field('description')} />
        <AddressFields />
      </div>
    </FormSection>
  );
}

function ContactDetailsSection() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<ListingRequestFormValues>();
  return (
    <FormSection id="request-contact" title={t`Contact Details`} description={t`We send the confirmation and the link to edit this request to the contact email.`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`First name`} required autoComplete="given-name" error={errorOf('firstName')} {...field('firstName')} />
        <TextField label={t`Last name`} required autoComplete="family-name" error={errorOf('lastName')} {...field('lastName')} />
        <TextField label={t`Contact email`} type="email" required autoComplete="email" error={errorOf('contactEmail')} {...field('contactEmail')} />
        <TextField label={t`Phone number`} type="tel" autoComplete="tel" error={errorOf('phoneNumber')} {...field('phoneNumber')} />
        <TextField label={t`Business name`} autoComplete="organization" error={errorOf('businessName')} {...field('businessName')} />
        <TextField label={t`VAT number`} error={errorOf('vatNumber')} {...field('vatNumber')} />
      </div>
    </FormSection>
  );
}
