import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FormProvider, get, type Path, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { ReferenceData } from '@shared/contracts/reference';
import type { WarehouseRequestDetail, WarehouseRequestInput } from '@shared/contracts/warehouse-requests';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { formatCents, parseMoneyInput } from '@shared/money';
import { PRICING_TYPES, type PricingType } from '@shared/pricing';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/form-errors';
import { emptySpace, formPathForRequestPath, type RequestFormValues, toRequestInput, validateRequestForm } from './request-form-values';
import { RequestImagesField, useRequestImages } from './request-images';

export const WAIT_FOR_UPLOADS_MESSAGE = 'Please wait until the images have finished uploading.';

const PRICING_LABELS: Record<PricingType, string> = { hourly_rate: 'Per Hour', per_unit: 'Per Unit', ask_quote: 'Ask for Quote' };
const FEATURE_GROUPS = [
  { type: 'accessibility', label: 'Accessibility' },
  { type: 'equipment', label: 'Equipment' },
  { type: 'custom', label: 'Custom' },
] as const;

type WarehouseRequestFormProps = {
  reference: ReferenceData;
  /** Read once, when the form mounts. */
  initialValues: RequestFormValues;
  initialImages: readonly WarehouseImage[];
  /** Saves the body; rejects with the API's error, which the form shows. */
  onSave: (body: WarehouseRequestInput) => Promise<WarehouseRequestDetail>;
};

/** Registers a field that clears its own message as soon as it is edited (spec 01 section 5). */
function useField() {
  const { register, clearErrors, formState } = useFormContext<RequestFormValues>();
  return {
    field: (name: Path<RequestFormValues>, also: Path<RequestFormValues>[] = []) => register(name, { onChange: () => clearErrors([name, ...also]) }),
    errorOf: (name: string): string | undefined => {
      const error = get(formState.errors, name) as { message?: unknown } | undefined;
      return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
    },
  };
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * The listing request form (spec 01 sections 2 and 5): warehouse details, contact details, spaces,
 * features, services and images. Save as Draft sends what is there without checks; Submit Request
 * runs the spec's checks first, and the messages clear as their fields are edited.
 */
export function WarehouseRequestForm({ reference, initialValues, initialImages, onSave }: WarehouseRequestFormProps) {
  const form = useForm<RequestFormValues>({ defaultValues: initialValues, mode: 'onSubmit', shouldFocusError: false });
  const { setError, setFocus, getValues, clearErrors } = form;
  const images = useRequestImages(initialImages);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const addSpaceRef = useRef<HTMLButtonElement>(null);

  function focusField(path: string) {
    if (path === 'spaces') addSpaceRef.current?.focus();
    else setFocus(path as Path<RequestFormValues>, { shouldSelect: false });
  }

  async function save(submit: boolean) {
    setFormError(null);
    const values = getValues();
    if (submit) {
      clearErrors();
      const errors = validateRequestForm(values);
      if (errors.length > 0) {
        for (const { path, message } of errors) setError(path as Path<RequestFormValues>, { type: 'validate', message });
        focusField(errors[0]!.path);
        return;
      }
    }
    if (images.isUploading) {
      setFormError(WAIT_FOR_UPLOADS_MESSAGE);
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      const saved = await onSave(toRequestInput(values, images.refs, submit));
      images.markSaved(saved.images);
    } catch (error) {
      const unplaced: string[] = [];
      let firstPlaced: string | null = null;
      if (isApiError(error) && error.details) {
        for (const [bodyPath, messages] of Object.entries(error.details)) {
          const path = formPathForRequestPath(bodyPath, values);
          if (path && messages[0]) {
            setError(path as Path<RequestFormValues>, { type: 'server', message: messages[0] });
            firstPlaced ??= path;
          } else if (messages[0]) unplaced.push(messages[0]);
        }
      }
      if (firstPlaced) focusField(firstPlaced);
      if (unplaced.length > 0) setFormError(unplaced.join(' '));
      else if (!firstPlaced) setFormError(errorMessage(error, submit ? WAREHOUSE_MESSAGES.requestSubmitFallback : WAREHOUSE_MESSAGES.requestUpdateFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <FormProvider {...form}>
      <form
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
        <SpacesSection spaceTypes={reference.spaceTypes} addButtonRef={addSpaceRef} />
        <FeaturesSection features={reference.features} />
        <ServicesSection services={reference.services} />
        <Section id="request-images" title="Images" description="Each image uploads as soon as you choose it. The first image is the main one.">
          <RequestImagesField images={images} />
        </Section>

        <ErrorAlert>{formError}</ErrorAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => void save(false)}>
            {busy === 'draft' ? 'Saving...' : 'Save as Draft'}
          </Button>
          <Button type="submit" size="lg" disabled={busy !== null}>
            {busy === 'submit' ? 'Submitting...' : 'Submit Request'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function WarehouseDetailsSection() {
  const { field, errorOf } = useField();
  return (
    <Section id="request-warehouse" title="Warehouse Details">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Warehouse name" required className="sm:col-span-2" error={errorOf('name')} {...field('name')} />
        <TextAreaField label="Description" rows={4} className="sm:col-span-2" error={errorOf('description')} {...field('description')} />
        <TextField label="Address" required autoComplete="street-address" className="sm:col-span-2" error={errorOf('address')} {...field('address')} />
        <TextField label="City" required autoComplete="address-level2" error={errorOf('city')} {...field('city')} />
        <TextField label="Postal code" required autoComplete="postal-code" error={errorOf('postalCode')} {...field('postalCode')} />
        <TextField label="Country" required autoComplete="country-name" error={errorOf('country')} {...field('country')} />
      </div>
    </Section>
  );
}

function ContactDetailsSection() {
  const { field, errorOf } = useField();
  return (
    <Section id="request-contact" title="Contact Details" description="We send the confirmation and the link to edit this request to the contact email.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" error={errorOf('firstName')} {...field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" error={errorOf('lastName')} {...field('lastName')} />
        <TextField label="Contact email" type="email" required autoComplete="email" error={errorOf('contactEmail')} {...field('contactEmail')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" error={errorOf('phoneNumber')} {...field('phoneNumber')} />
        <TextField label="Business name" autoComplete="organization" error={errorOf('businessName')} {...field('businessName')} />
        <TextField label="VAT number" error={errorOf('vatNumber')} {...field('vatNumber')} />
      </div>
    </Section>
  );
}

function SpacesSection({ spaceTypes, addButtonRef }: { spaceTypes: ReferenceData['spaceTypes']; addButtonRef: React.RefObject<HTMLButtonElement | null> }) {
  const { control, clearErrors } = useFormContext<RequestFormValues>();
  const { field, errorOf } = useField();
  const { fields, append, remove } = useFieldArray({ control, name: 'spaces' });
  const prices = useWatch({ control, name: 'spaces' });
  const listError = errorOf('spaces');
  return (
    <Section id="request-spaces" title="Spaces" description="Each space of a different type, with its size and its price per square meter.">
      <div className="space-y-4">
        {fields.map((row, index) => {
          const cents = parseMoneyInput(prices[index]?.price ?? '');
          return (
            <fieldset key={row.id} className="relative rounded-lg border border-line bg-surface-muted p-4">
              <legend className="float-left min-h-9 py-2 text-sm font-semibold text-ink">Space {index + 1}</legend>
              <Button
                variant="ghost"
                size="sm"
                className="absolute top-3 right-3 text-danger"
                aria-label={`Remove space ${index + 1}`}
                onClick={() => {
                  remove(index);
                  addButtonRef.current?.focus();
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
              <div className="clear-both grid gap-4 pt-3 sm:grid-cols-3">
                <SelectField label="Space type" required error={errorOf(`spaces.${index}.spaceTypeId`)} {...field(`spaces.${index}.spaceTypeId`)}>
                  <option value="">Select a space type</option>
                  {spaceTypes.map((spaceType) => (
                    <option key={spaceType.id} value={spaceType.id}>
                      {spaceType.name}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="Size (m²)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  required
                  error={errorOf(`spaces.${index}.sizeM2`)}
                  {...field(`spaces.${index}.sizeM2`)}
                />
                <TextField
                  label="Price per square meter, in Euros"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  hint={cents === null ? undefined : `${formatCents(cents)} per m²`}
                  error={errorOf(`spaces.${index}.price`)}
                  {...field(`spaces.${index}.price`)}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <FieldError id="request-spaces-error" message={listError} />
      <Button
        ref={addButtonRef}
        variant="secondary"
        className="mt-4"
        aria-describedby={listError ? 'request-spaces-error' : undefined}
        onClick={() => {
          clearErrors('spaces');
          append(emptySpace());
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Space
      </Button>
    </Section>
  );
}

function FeaturesSection({ features }: { features: ReferenceData['features'] }) {
  const { control } = useFormContext<RequestFormValues>();
  const { field, errorOf } = useField();
  const values = useWatch({ control, name: 'features' });
  const groups = FEATURE_GROUPS.map((group) => ({
    ...group,
    entries: features.map((feature, index) => ({ feature, index })).filter((entry) => entry.feature.type === group.type),
  })).filter((group) => group.entries.length > 0);
  return (
    <Section id="request-features" title="Features" description="What the warehouse offers. A custom feature needs a short description.">
      {groups.length === 0 ? (
        <p className="text-sm text-ink-muted">No features are available yet.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {groups.map((group) => (
            <fieldset key={group.type}>
              <legend className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{group.label}</legend>
              <div className="mt-3 space-y-3">
                {group.entries.map(({ feature, index }) => (
                  <div key={feature.id}>
                    <CheckboxField label={feature.name} {...field(`features.${index}.isSelected`, [`features.${index}.customValue`])} />
                    {feature.type === 'custom' && values[index]?.isSelected && (
                      <TextField
                        label={`Details for ${feature.name}`}
                        required
                        className="mt-2 ml-8"
                        error={errorOf(`features.${index}.customValue`)}
                        {...field(`features.${index}.customValue`)}
                      />
                    )}
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </Section>
  );
}

function ServicesSection({ services }: { services: ReferenceData['services'] }) {
  const { control } = useFormContext<RequestFormValues>();
  const { field, errorOf } = useField();
  const values = useWatch({ control, name: 'services' });
  return (
    <Section id="request-services" title="Services" description="Services you offer at this warehouse and how each is priced.">
      {services.length === 0 ? (
        <p className="text-sm text-ink-muted">No services are available yet.</p>
      ) : (
        <ul className="space-y-4">
          {services.map((service, index) => {
            const value = values[index];
            const prefix = `services.${index}` as const;
            const rates: Path<RequestFormValues>[] = [`${prefix}.hourlyPrice`, `${prefix}.unitPrice`, `${prefix}.unitType`];
            return (
              <li key={service.id} className="rounded-lg border border-line p-4">
                <CheckboxField
                  label={
                    <>
                      <span className="font-semibold">{service.name}</span>
                      {service.description && <span className="block text-ink-muted">{service.description}</span>}
                    </>
                  }
                  {...field(`${prefix}.isSelected`, rates)}
                />
                {value?.isSelected && (
                  <fieldset className="mt-4 ml-8">
                    <legend className="sr-only">Pricing of {service.name}</legend>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField label="Pricing type" {...field(`${prefix}.pricingType`, rates)}>
                        {PRICING_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {PRICING_LABELS[type]}
                          </option>
                        ))}
                      </SelectField>
                      {value.pricingType === 'hourly_rate' && (
                        <TextField label="Price per hour, in Euros" inputMode="decimal" autoComplete="off" required error={errorOf(`${prefix}.hourlyPrice`)} {...field(`${prefix}.hourlyPrice`)} />
                      )}
                      {value.pricingType === 'per_unit' && (
                        <>
                          <TextField label="Price per unit, in Euros" inputMode="decimal" autoComplete="off" required error={errorOf(`${prefix}.unitPrice`)} {...field(`${prefix}.unitPrice`)} />
                          <TextField label="Unit type" placeholder="e.g. pallet, container, tonne" required error={errorOf(`${prefix}.unitType`)} {...field(`${prefix}.unitType`)} />
                        </>
                      )}
                      <TextField label="Notes" className="sm:col-span-2" error={errorOf(`${prefix}.notes`)} {...field(`${prefix}.notes`)} />
                    </div>
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
