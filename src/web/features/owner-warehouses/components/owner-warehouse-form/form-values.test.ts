import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/errors';
import type { OwnerWarehouseDetail } from '@shared/contracts/owner-warehouses';
import { OWNER_WAREHOUSE_MESSAGES } from '@shared/errors';
import {
  defaultCustomHours,
  emptyOwnerWarehouseFormValues,
  formPathForServerPath,
  ownerWarehouseFormValuesFromDetail,
  toOwnerWarehouseInput,
  validateOwnerWarehouseForm,
  type OwnerWarehouseFormValues,
} from './form-values';

const reference = {
  features: [
    { id: 'f-docks', name: 'Loading Docks', type: 'accessibility' as const, icon: null },
    { id: 'f-cert', name: 'Certifications', type: 'custom' as const, icon: null },
  ],
  services: [
    { id: 's-pal', name: 'Palletising', description: null, icon: null },
    { id: 's-ins', name: 'Inspection', description: null, icon: null },
  ],
};

function filled(overrides: Partial<OwnerWarehouseFormValues> = {}): OwnerWarehouseFormValues {
  return {
    ...emptyOwnerWarehouseFormValues(reference),
    name: ' Yard ',
    warehouseTypeId: 'type-1',
    sizeM2: '1250.5',
    price: '3.755',
    address: 'Kai 1',
    city: 'Tallinn',
    postalCode: '10111',
    country: 'Estonia',
    ...overrides,
  };
}

describe('toOwnerWarehouseInput', () => {
  it('converts euros to rounded cents, the size to a number, and keeps only the chosen features and services', () => {
    const values = filled();
    values.features[1] = { ...values.features[1]!, isSelected: true, customValue: ' HACCP ' };
    values.services[0] = { ...values.services[0]!, isSelected: true, hourlyPrice: '45', unitPrice: '9', unitType: 'pallet' };
    const body = toOwnerWarehouseInput(values, ['img-1', 'img-2']);
    expect(body).toMatchObject({
      name: 'Yard',
      sizeM2: 1250.5,
      pricePerM2Cents: 376,
      operatingHours: 'business_hours',
      customHours: null,
      features: [{ featureId: 'f-cert', customValue: 'HACCP' }],
      services: [{ serviceId: 's-pal', pricePerHourCents: 4500, pricePerUnitCents: null, unitType: null, notes: null }],
      imageIds: ['img-1', 'img-2'],
    });
  });

  it('sends only the open days of custom hours', () => {
    const customHours = defaultCustomHours();
    customHours.tuesday = { isOpen: false, open: '09:00', close: '17:00' };
    customHours.sunday = { isOpen: true, open: '10:00', close: '14:00' };
    const body = toOwnerWarehouseInput(filled({ operatingHours: 'custom', customHours }), []);
    expect(Object.keys(body.customHours ?? {})).toEqual(['monday', 'wednesday', 'thursday', 'friday', 'sunday']);
    expect(body.customHours?.sunday).toEqual({ open: '10:00', close: '14:00' });
  });
});

describe('validateOwnerWarehouseForm', () => {
  it('asks for every required field, in screen order', () => {
    const errors = validateOwnerWarehouseForm(emptyOwnerWarehouseFormValues(reference));
    expect(errors.map((error) => error.path)).toEqual(['name', 'warehouseTypeId', 'sizeM2', 'price', 'address', 'city', 'postalCode', 'country']);
    expect(errors[2]!.message).toBe(OWNER_WAREHOUSE_MESSAGES.sizeRequired);
  });

  it('refuses a size of 0 and checks custom hours day by day', () => {
    const customHours = defaultCustomHours();
    customHours.monday = { isOpen: true, open: '17:00', close: '09:00' };
    const errors = validateOwnerWarehouseForm(filled({ sizeM2: '0', operatingHours: 'custom', customHours }));
    expect(errors).toEqual([
      { path: 'sizeM2', message: 'Size must be greater than 0' },
      { path: 'customHours.monday.close', message: OWNER_WAREHOUSE_MESSAGES.closeAfterOpen },
    ]);
  });

  it('needs one open day with custom hours', () => {
    const customHours = defaultCustomHours();
    for (const day of Object.keys(customHours) as (keyof typeof customHours)[]) customHours[day].isOpen = false;
    expect(validateOwnerWarehouseForm(filled({ operatingHours: 'custom', customHours }))).toEqual([
      { path: 'customHours', message: OWNER_WAREHOUSE_MESSAGES.customHoursRequired },
    ]);
  });

  it('passes a complete form', () => {
    expect(validateOwnerWarehouseForm(filled())).toEqual([]);
  });

  it('refuses a negative price, and reads "2,50" as €2.50 rather than €250.00', () => {
    expect(validateOwnerWarehouseForm(filled({ price: '-2' }))).toEqual([{ path: 'price', message: PRICE_MESSAGES.negative }]);
    expect(toOwnerWarehouseInput(filled({ price: '2,50' }), []).pricePerM2Cents).toBe(250);
  });
});

describe('ownerWarehouseFormValuesFromDetail', () => {
  it('fills the form from a saved listing, closed days unticked', () => {
    const detail = {
      name: 'Yard',
      description: '',
      warehouseTypeId: 'type-1',
      sizeM2: 99.5,
      pricePerM2Cents: 1050,
      operatingHours: 'custom',
      customHours: { saturday: { open: '09:00', close: '13:00' } },
      address: 'Kai 1',
      city: 'Tallinn',
      postalCode: '10111',
      country: 'Estonia',
      features: [{ featureId: 'f-cert', name: 'Certifications', type: 'custom', icon: null, customValue: 'ISO' }],
      services: [
        { serviceId: 's-ins', name: 'Inspection', description: null, icon: null, pricingType: 'per_unit', pricePerHourCents: null, pricePerUnitCents: 250, unitType: 'container', notes: null },
      ],
    } as unknown as OwnerWarehouseDetail;
    const values = ownerWarehouseFormValuesFromDetail(detail, reference);
    expect(values).toMatchObject({ sizeM2: '99.5', price: '10.50', operatingHours: 'custom' });
    expect(values.customHours.monday.isOpen).toBe(false);
    expect(values.customHours.saturday).toEqual({ isOpen: true, open: '09:00', close: '13:00' });
    expect(values.features[1]).toMatchObject({ isSelected: true, customValue: 'ISO' });
    expect(values.services[1]).toMatchObject({ isSelected: true, pricingType: 'per_unit', unitPrice: '2.50', unitType: 'container' });
  });
});

describe('formPathForServerPath', () => {
  it('maps body paths to form paths, selected entries by their place in the form', () => {
    const values = filled();
    values.services[1] = { ...values.services[1]!, isSelected: true };
    expect(formPathForServerPath('pricePerM2Cents', values)).toBe('price');
    expect(formPathForServerPath('customHours.friday.close', values)).toBe('customHours.friday.close');
    expect(formPathForServerPath('services.0.unitType', values)).toBe('services.1.unitType');
    expect(formPathForServerPath('imageIds.0', values)).toBeNull();
  });
});
