import { useLingui } from '@lingui/react/macro';
import { TextField } from '@web/components/ui/form-field';
import { useFormField } from '@web/lib/use-form-field';

/** The part of the form these fields work on. */
type AddressValues = { address: string; city: string; postalCode: string; country: string };

/** Address (full width), City, Postal code and Country, for a two-column grid of a warehouse form. */
export function AddressFields() {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<AddressValues>();
  return (
    <>
      <TextField label={t`Address`} required autoComplete="street-address" className="sm:col-span-2" error={errorOf('address')} {...field('address')} />
      <TextField label={t`City`} required autoComplete="address-level2" error={errorOf('city')} {...field('city')} />
      <TextField label={t`Postal code`} required autoComplete="postal-code" error={errorOf('postalCode')} {...field('postalCode')} />
      <TextField label={t`Country`} required autoComplete="country-name" error={errorOf('country')} {...field('country')} />
    </>
  );
}
