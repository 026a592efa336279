import { describe, expect, it } from 'vitest';
import { LISTING_REQUEST_MESSAGES, PRICE_MESSAGES } from '@shared/errors';
import { emptyListingRequestFormValues, formPathForBodyPath, toListingRequestInput, validateListingRequestForm, type ListingRequestFormValues } from './listing-request-form-values';

const reference = {
  features: [
    { id: 'f-ramp', name: 'Loading ramp', type: 'accessibility' as const, icon: null },
    { id: 'f-other', name: 'Other', type: 'custom' as const, icon: null },
  ],
  services: [
    { id: 's-load', name: 'Loading', description: null, icon: null },
    { id: 's-pack', name: 'Packing', description: null, icon: null },
  ],
};

function filled(): ListingRequestFormValues {
  return {
    ...emptyListingRequestFormValues(reference),
    name: ' Riga North ',
    address: 'Krasta iela 1',
    city: 'Riga',
    country: 'Latvia',
    postalCode: 'LV-1003',
    firstName: 'Anna',
    lastName: 'Ozola',
    contactEmail: 'anna@example.test',
    spaces: [{ spaceTypeId: 'space-type-1', sizeM2: '1200.5', price: '4.5' }],
  };
}

describe('emptyListingRequestFormValues', () => {
  it('starts with one empty space and every service, when checked, asking for a quote', () => {
    const values = emptyListingRequestFormValues(reference);
    expect(values.spaces).toEqual([{ spaceTypeId: '', sizeM2: '', price: '' }]);
    expect(values.services.map((service) => service.pricingType)).toEqual(['ask_quote', 'ask_quote']);
  });
});

describe('toListingRequestInput', () => {
  it('sends a draft as typed: blanks as null, details only for a custom feature, the images with their secrets', () => {
    const values = emptyListingRequestFormValues(reference);
    values.features = values.features.map((feature) => ({ ...feature, isSelected: true, customValue: ' ISO 9001 ' }));
    values.services[1] = { ...values.services[1]!, isSelected: true };
    const body = toListingRequestInput(values, [{ id: 'img-1', uploadSecret: 'secret' }, { id: 'img-2' }], false);
    expect(body).toMatchObject({
      name: '',
      spaces: [{ spaceTypeId: null, sizeM2: null, pricePerM2Cents: null }],
      features: [
        { featureId: 'f-ramp', customValue: null },
        { featureId: 'f-other', customValue: 'ISO 9001' },
      ],
      services: [{ serviceId: 's-pack', pricePerHourCents: null, pricePerUnitCents: null, unitType: null, notes: null }],
      images: [{ id: 'img-1', uploadSecret: 'secret' }, { id: 'img-2' }],
      submit: false,
    });
  });
});

describe('validateListingRequestForm', () => {
  it('passes a complete request', () => {
    expect(validateListingRequestForm(filled())).toEqual([]);
  });

  it('says a negative price is refused, and reads a decimal comma', () => {
    const values = filled();
    values.spaces = [
      { spaceTypeId: 'space-type-1', sizeM2: '10', price: '-2' },
      { spaceTypeId: 'space-type-1', sizeM2: '10', price: '2,50' },
    ];
    expect(validateListingRequestForm(values)).toEqual([{ path: 'spaces.0.price', message: PRICE_MESSAGES.negative }]);
    expect(toListingRequestInput(values, [], true).spaces?.map((space) => space.pricePerM2Cents)).toEqual([null, 250]);
  });

  it('asks for the details of a checked custom feature and the prices of a checked service, on their fields', () => {
    const values = filled();
    values.features[1] = { ...values.features[1]!, isSelected: true };
    values.services[0] = { ...values.services[0]!, isSelected: true, pricingType: 'per_unit' };
    expect(validateListingRequestForm(values)).toEqual([
      { path: 'features.1.customValue', message: LISTING_REQUEST_MESSAGES.customValueRequired },
      { path: 'services.0.unitPrice', message: 'Price is required' },
      { path: 'services.0.unitType', message: 'Unit type is required' },
    ]);
  });
});

describe('formPathForBodyPath', () => {
  it('keeps text fields and the spaces list, and translates the body’s lists back to the form’s', () => {
    const values = filled();
    values.services[1] = { ...values.services[1]!, isSelected: true };
    expect(formPathForBodyPath('contactEmail', values)).toBe('contactEmail');
    expect(formPathForBodyPath('spaces', values)).toBe('spaces');
    expect(formPathForBodyPath('spaces.0.pricePerM2Cents', values)).toBe('spaces.0.price');
    expect(formPathForBodyPath('services.0.notes', values)).toBe('services.1.notes');
    expect(formPathForBodyPath('images.0', values)).toBeNull();
  });
});
