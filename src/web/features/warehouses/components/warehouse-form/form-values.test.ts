import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { warehouseInput } from '@shared/contracts/warehouses';
import { derivePricingType } from '@shared/pricing';
import {
  emptyWarehouseFormValues,
  formatCoordinates,
  formPathForServerPath,
  toWarehouseInput,
  validateWarehouseForm,
  warehouseFormValuesFromDetail,
  type WarehouseFormValues,
} from './form-values';

const SPACE_TYPE = '5b0c7a8e-2f7f-4d5e-9a51-7c1f3a9d0e01';
const OTHER_SPACE_TYPE = '5b0c7a8e-2f7f-4d5e-9a51-7c1f3a9d0e02';
const RAMP = '9f1d0c2a-0000-4000-8000-000000000001';
const FORKLIFT = '9f1d0c2a-0000-4000-8000-000000000002';
const CUSTOM = '9f1d0c2a-0000-4000-8000-000000000003';
const LOADING = 'a1e2c3d4-0000-4000-8000-000000000001';
const CUSTOMS = 'a1e2c3d4-0000-4000-8000-000000000002';
const PACKING = 'a1e2c3d4-0000-4000-8000-000000000003';
const IMAGE = 'c0ffee00-0000-4000-8000-000000000001';

const reference = {
  features: [
    { id: RAMP, name: 'Loading ramp', type: 'accessibility' as const, icon: null },
    { id: FORKLIFT, name: 'Forklift', type: 'equipment' as const, icon: null },
    { id: CUSTOM, name: 'Other', type: 'custom' as const, icon: null },
  ],
  services: [
    { id: LOADING, name: 'Loading', description: null, icon: null },
    { id: CUSTOMS, name: 'Customs', description: null, icon: null },
    { id: PACKING, name: 'Packing', description: null, icon: null },
  ],
};

function filledValues(): WarehouseFormValues {
  const values = emptyWarehouseFormValues(reference);
  return {
    ...values,
    name: '  Riga North  ',
    description: ' Dry storage ',
    address: 'Krasta iela 1',
    city: 'Riga',
    country: 'Latvia',
    postalCode: 'LV-1003',
    spaces: [
      { spaceTypeId: SPACE_TYPE, sizeM2: '1200.5', price: '€1,234.565' },
      { spaceTypeId: OTHER_SPACE_TYPE, sizeM2: '300', price: '4.5' },
    ],
  };
}

describe('emptyWarehouseFormValues', () => {
  it('starts active, with one empty space and every feature and service unchecked (services hourly)', () => {
    const values = emptyWarehouseFormValues(reference);
    expect(values.isActive).toBe(true);
    expect(values.spaces).toEqual([{ spaceTypeId: '', sizeM2: '', price: '' }]);
    expect(values.latitude).toBeNull();
    expect(values.features.map((feature) => [feature.featureId, feature.isSelected])).toEqual([
      [RAMP, false],
      [FORKLIFT, false],
      [CUSTOM, false],
    ]);
    expect(values.services.every((service) => service.pricingType === 'hourly_rate' && !service.isSelected)).toBe(true);
  });
});

describe('toWarehouseInput', () => {
  it('converts euros to cents, sizes to numbers, trims text and sends no coordinates when none are set', () => {
    const body = toWarehouseInput(filledValues(), [IMAGE]);
    expect(body).toMatchObject({
      name: 'Riga North',
      description: 'Dry storage',
      latitude: null,
      longitude: null,
      isActive: true,
      spaces: [
        { spaceTypeId: SPACE_TYPE, sizeM2: 1200.5, pricePerM2Cents: 123457 },
        { spaceTypeId: OTHER_SPACE_TYPE, sizeM2: 300, pricePerM2Cents: 450 },
      ],
      features: [],
      services: [],
      imageIds: [IMAGE],
    });
    expect(warehouseInput.safeParse(body).success).toBe(true);
  });

  it('sends a pin only when both coordinates are set', () => {
    expect(toWarehouseInput({ ...filledValues(), latitude: 56.95, longitude: 24.1 }, [])).toMatchObject({ latitude: 56.95, longitude: 24.1 });
    expect(toWarehouseInput({ ...filledValues(), latitude: 56.95, longitude: null }, [])).toMatchObject({ latitude: null, longitude: null });
  });

  it('leaves out a saved pin left as it was, so the server keeps it or places it again from a changed address', () => {
    const saved = { latitude: 56.95, longitude: 24.1 };
    const kept = toWarehouseInput({ ...filledValues(), ...saved }, [], saved);
    expect(kept).not.toHaveProperty('latitude');
    expect(kept).not.toHaveProperty('longitude');
    expect(warehouseInput.safeParse(kept).success).toBe(true);
    expect(toWarehouseInput({ ...filledValues(), latitude: 57, longitude: 24.2 }, [], saved)).toMatchObject({ latitude: 57, longitude: 24.2 });
    expect(toWarehouseInput({ ...filledValues(), latitude: null, longitude: null }, [], saved)).toMatchObject({ latitude: null, longitude: null });
    expect(toWarehouseInput(filledValues(), [], { latitude: null, longitude: null })).toMatchObject({ latitude: null, longitude: null });
  });

  it('sends checked features only, with details for a custom feature and null otherwise', () => {
    const values = filledValues();
    values.features[1] = { ...values.features[1]!, isSelected: true, customValue: 'ignored' };
    values.features[2] = { ...values.features[2]!, isSelected: true, customValue: '  Cold room at 4 °C ' };
    expect(toWarehouseInput(values, []).features).toEqual([
      { featureId: FORKLIFT, customValue: null },
      { featureId: CUSTOM, customValue: 'Cold room at 4 °C' },
    ]);
  });

  it('sends only the price fields of each service’s pricing type, so the server derives the same type', () => {
    const values = filledValues();
    values.services = [
      { ...values.services[0]!, isSelected: true, pricingType: 'hourly_rate', hourlyPrice: '45', unitPrice: '9', unitType: 'pallet', notes: ' ' },
      { ...values.services[1]!, isSelected: true, pricingType: 'per_unit', hourlyPrice: '45', unitPrice: '12.5', unitType: ' pallet ', notes: 'Per pallet in' },
      { ...values.services[2]!, isSelected: true, pricingType: 'ask_quote', hourlyPrice: '45', unitPrice: '9', unitType: 'box', notes: '' },
    ];
    const { services } = toWarehouseInput(values, []);
    expect(services).toEqual([
      { serviceId: LOADING, pricePerHourCents: 4500, pricePerUnitCents: null, unitType: null, notes: null },
      { serviceId: CUSTOMS, pricePerHourCents: null, pricePerUnitCents: 1250, unitType: 'pallet', notes: 'Per pallet in' },
      { serviceId: PACKING, pricePerHourCents: null, pricePerUnitCents: null, unitType: null, notes: null },
    ]);
    expect(services?.map((service) => derivePricingType(service))).toEqual(['hourly_rate', 'per_unit', 'ask_quote']);
  });

  it('leaves unchecked services out', () => {
    const values = filledValues();
    values.services[1] = { ...values.services[1]!, hourlyPrice: '10' };
    expect(toWarehouseInput(values, []).services).toEqual([]);
  });
});

describe('warehouseFormValuesFromDetail', () => {
  const detail: WarehouseDetail = {
    id: 'w1',
    ownerId: 'o1',
    // What a reader of French is shown; the form edits the originals (editableTexts).
    name: 'Riga Nord',
    nameLocale: 'fr',
    description: 'Sec',
    descriptionLocale: 'fr',
    writtenIn: 'en',
    editableTexts: {
      name: 'Riga North',
      description: 'Dry',
      writtenIn: 'en',
      translations: [{ locale: 'fr', name: 'Riga Nord', description: 'Sec' }],
    },
    address: 'Krasta iela 1',
    city: 'Riga',
    country: 'Latvia',
    postalCode: 'LV-1003',
    latitude: 56.9496,
    longitude: 24.1052,
    isActive: false,
    listingKind: 'multi_space',
    totalSizeM2: 1500.5,
    minPricePerM2Cents: 450,
    spaces: [{ id: 's1', spaceTypeId: SPACE_TYPE, spaceTypeName: 'Dry', sizeM2: 1200.5, pricePerM2Cents: 123457 }],
    features: [{ featureId: CUSTOM, name: 'Other', type: 'custom', icon: null, customValue: 'Cold room' }],
    services: [
      {
        serviceId: CUSTOMS,
        name: 'Customs',
        description: null,
        icon: null,
        pricingType: 'per_unit',
        pricePerHourCents: null,
        pricePerUnitCents: 1250,
        unitType: 'pallet',
        notes: null,
      },
    ],
    images: [],
    canManage: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('shows cents back as euros and marks the saved features and services', () => {
    const values = warehouseFormValuesFromDetail(detail, reference);
    expect(values.spaces).toEqual([{ spaceTypeId: SPACE_TYPE, sizeM2: '1200.5', price: '1234.57' }]);
    expect(values.isActive).toBe(false);
    expect(values.latitude).toBe(56.9496);
    expect(values.features.find((feature) => feature.featureId === CUSTOM)).toMatchObject({ isSelected: true, customValue: 'Cold room' });
    expect(values.features.find((feature) => feature.featureId === RAMP)?.isSelected).toBe(false);
    expect(values.services.find((service) => service.serviceId === CUSTOMS)).toMatchObject({
      isSelected: true,
      pricingType: 'per_unit',
      unitPrice: '12.50',
      hourlyPrice: '',
      unitType: 'pallet',
      notes: '',
    });
    expect(values.services.find((service) => service.serviceId === LOADING)).toMatchObject({ isSelected: false, pricingType: 'hourly_rate' });
  });

  it('round-trips: saving the loaded values unchanged sends the same spaces, features and services', () => {
    const body = toWarehouseInput(warehouseFormValuesFromDetail(detail, reference), []);
    expect(body.spaces).toEqual([{ spaceTypeId: SPACE_TYPE, sizeM2: 1200.5, pricePerM2Cents: 123457 }]);
    expect(body.features).toEqual([{ featureId: CUSTOM, customValue: 'Cold room' }]);
    expect(body.services).toEqual([{ serviceId: CUSTOMS, pricePerHourCents: null, pricePerUnitCents: 1250, unitType: 'pallet', notes: null }]);
  });

  it('edits the original texts, their language and the translations, whatever language the detail was read in', () => {
    const values = warehouseFormValuesFromDetail(detail, reference);
    expect(values).toMatchObject({ name: 'Riga North', description: 'Dry', writtenIn: 'en' });
    expect(values.translations.find((entry) => entry.locale === 'fr')).toEqual({ locale: 'fr', name: 'Riga Nord', description: 'Sec' });
    const body = toWarehouseInput(values, []);
    expect(body).toMatchObject({ name: 'Riga North', description: 'Dry', writtenIn: 'en' });
    expect(body.translations).toEqual([
      { locale: 'fr', name: 'Riga Nord', description: 'Sec' },
      { locale: 'de', name: '', description: '' },
      { locale: 'ar', name: '', description: '' },
      { locale: 'zh', name: '', description: '' },
    ]);
    // The body's translations skip the original's language: its index 2 is the form's Arabic entry, 3.
    expect(formPathForServerPath('translations.2.name', values)).toBe('translations.3.name');
  });
});

describe('validateWarehouseForm', () => {
  it('passes a complete form', () => {
    expect(validateWarehouseForm(filledValues())).toEqual([]);
  });

  it('gives the spec’s messages for an empty form, in screen order', () => {
    expect(validateWarehouseForm(emptyWarehouseFormValues(reference))).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'address', message: 'Address is required' },
      { path: 'city', message: 'City is required' },
      { path: 'country', message: 'Country is required' },
      { path: 'postalCode', message: 'Postal code is required' },
      { path: 'spaces.0.spaceTypeId', message: 'Space type is required' },
      { path: 'spaces.0.sizeM2', message: 'Size must be greater than 0' },
      { path: 'spaces.0.price', message: 'Price is required' },
    ]);
  });

  it('treats blank text as missing', () => {
    expect(validateWarehouseForm({ ...filledValues(), name: '   ' })).toEqual([{ path: 'name', message: WAREHOUSE_FORM_MESSAGES.nameRequired }]);
  });

  it('needs at least one space', () => {
    expect(validateWarehouseForm({ ...filledValues(), spaces: [] })).toEqual([
      { path: 'spaces', message: 'At least one space is required' },
    ]);
  });

  it.each(['0', '-5', '', 'abc', '0.001'])('refuses the size %j', (sizeM2) => {
    const values = filledValues();
    values.spaces[1] = { ...values.spaces[1]!, sizeM2 };
    expect(validateWarehouseForm(values)).toEqual([{ path: 'spaces.1.sizeM2', message: 'Size must be greater than 0' }]);
  });

  it.each(['', '   ', 'abc', '€', '1.2.3'])('refuses the price %j (no value)', (price) => {
    const values = filledValues();
    values.spaces[0] = { ...values.spaces[0]!, price };
    expect(validateWarehouseForm(values)).toEqual([{ path: 'spaces.0.price', message: 'Price is required' }]);
  });

  it('refuses a negative price with its own message, where the sign used to be dropped', () => {
    const values = filledValues();
    values.spaces[0] = { ...values.spaces[0]!, price: '-2' };
    expect(validateWarehouseForm(values)).toEqual([{ path: 'spaces.0.price', message: PRICE_MESSAGES.negative }]);
  });

  it('accepts a price of 0', () => {
    const values = filledValues();
    values.spaces[0] = { ...values.spaces[0]!, price: '0' };
    expect(validateWarehouseForm(values)).toEqual([]);
  });

  it('needs details for a checked custom feature only', () => {
    const values = filledValues();
    values.features[2] = { ...values.features[2]!, isSelected: true, customValue: ' ' };
    expect(validateWarehouseForm(values)).toEqual([{ path: 'features.2.customValue', message: WAREHOUSE_FORM_MESSAGES.customValueRequired }]);
    values.features[2] = { ...values.features[2]!, isSelected: false };
    expect(validateWarehouseForm(values)).toEqual([]);
  });

  it('needs the price of an hourly service, and price and unit type of a per-unit one', () => {
    const values = filledValues();
    values.services[0] = { ...values.services[0]!, isSelected: true, pricingType: 'hourly_rate' };
    values.services[1] = { ...values.services[1]!, isSelected: true, pricingType: 'per_unit' };
    values.services[2] = { ...values.services[2]!, isSelected: true, pricingType: 'ask_quote' };
    expect(validateWarehouseForm(values)).toEqual([
      { path: 'services.0.hourlyPrice', message: 'Price is required' },
      { path: 'services.1.unitPrice', message: 'Price is required' },
      { path: 'services.1.unitType', message: 'Unit type is required' },
    ]);
  });
});

describe('formPathForServerPath', () => {
  const values = filledValues();
  values.features[0] = { ...values.features[0]!, isSelected: false };
  values.features[2] = { ...values.features[2]!, isSelected: true, customValue: 'x' };
  values.services[2] = { ...values.services[2]!, isSelected: true };

  it('maps top-level fields and space fields as they are', () => {
    expect(formPathForServerPath('name', values)).toBe('name');
    expect(formPathForServerPath('postalCode', values)).toBe('postalCode');
    expect(formPathForServerPath('spaces', values)).toBe('spaces');
    expect(formPathForServerPath('spaces.1.spaceTypeId', values)).toBe('spaces.1.spaceTypeId');
    expect(formPathForServerPath('spaces.0.pricePerM2Cents', values)).toBe('spaces.0.price');
  });

  it('translates the body’s indexes of checked features and services back to the form’s lists', () => {
    expect(formPathForServerPath('features.0.customValue', values)).toBe('features.2.customValue');
    expect(formPathForServerPath('services.0.pricePerHourCents', values)).toBe('services.2.hourlyPrice');
    expect(formPathForServerPath('services.0.unitType', values)).toBe('services.2.unitType');
  });

  it('answers null for paths no field shows', () => {
    expect(formPathForServerPath('imageIds', values)).toBeNull();
    expect(formPathForServerPath('latitude', values)).toBeNull();
    expect(formPathForServerPath('spaces.5.sizeM2', values)).toBeNull();
    expect(formPathForServerPath('features.3.customValue', values)).toBeNull();
    expect(formPathForServerPath('services.0.serviceId', values)).toBeNull();
  });
});

describe('formatCoordinates', () => {
  it('shows six decimals, or the spec’s text without a pin', () => {
    expect(formatCoordinates(56.9496, 24.1052)).toBe('56.949600, 24.105200');
    expect(formatCoordinates(null, null)).toBe('No coordinates set');
    expect(formatCoordinates(56.9, null)).toBe('No coordinates set');
  });
});
