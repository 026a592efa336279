import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '@shared/contracts/common';
import { PRICE_MESSAGES } from '@shared/errors';
import {
  emptyFeatureValues,
  emptyServiceValues,
  featureValuesFromSaved,
  groupFeaturesByType,
  listFieldPath,
  serviceValuesFromSaved,
  toFeatureInputs,
  toServiceInputs,
  featureValuesSchema,
  serviceValuesSchema,
  type FeatureFormValues,
  type ServiceFormValues,
} from './catalogue-form-values';

/** The lists' messages as a form shows them, keyed by form path ("features.2.customValue"). */
const validateFeatureValues = (values: FeatureFormValues[]) => fieldErrorsOf(z.object({ features: featureValuesSchema }), { features: values });
const validateServiceValues = (values: ServiceFormValues[]) => fieldErrorsOf(z.object({ services: serviceValuesSchema }), { services: values });

const features = [
  { id: 'f-ramp', name: 'Loading ramp', type: 'accessibility' as const, icon: null },
  { id: 'f-forklift', name: 'Forklift', type: 'equipment' as const, icon: null },
  { id: 'f-other', name: 'Other', type: 'custom' as const, icon: null },
];
const services = [{ id: 's-load' }, { id: 's-customs' }, { id: 's-pack' }];

describe('emptyFeatureValues and emptyServiceValues', () => {
  it('list every reference entry unchecked, services with the form’s starting pricing type', () => {
    expect(emptyFeatureValues(features)).toEqual([
      { featureId: 'f-ramp', type: 'accessibility', isSelected: false, customValue: '' },
      { featureId: 'f-forklift', type: 'equipment', isSelected: false, customValue: '' },
      { featureId: 'f-other', type: 'custom', isSelected: false, customValue: '' },
    ]);
    expect(emptyServiceValues(services, 'ask_quote').map((service) => [service.serviceId, service.pricingType, service.isSelected])).toEqual([
      ['s-load', 'ask_quote', false],
      ['s-customs', 'ask_quote', false],
      ['s-pack', 'ask_quote', false],
    ]);
  });
});

describe('featureValuesFromSaved and serviceValuesFromSaved', () => {
  it('check the saved entries, with their details, and show cents back as euros', () => {
    const featureValues = featureValuesFromSaved(emptyFeatureValues(features), [{ featureId: 'f-other', customValue: 'ISO 9001' }]);
    expect(featureValues.map((feature) => [feature.isSelected, feature.customValue])).toEqual([
      [false, ''],
      [false, ''],
      [true, 'ISO 9001'],
    ]);
    const serviceValues = serviceValuesFromSaved(emptyServiceValues(services, 'hourly_rate'), [
      { serviceId: 's-customs', pricingType: 'per_unit', pricePerHourCents: null, pricePerUnitCents: 1250, unitType: 'pallet', notes: null },
    ]);
    expect(serviceValues[0]).toMatchObject({ isSelected: false, pricingType: 'hourly_rate' });
    expect(serviceValues[1]).toEqual({
      serviceId: 's-customs',
      isSelected: true,
      pricingType: 'per_unit',
      hourlyPrice: '',
      unitPrice: '12.50',
      unitType: 'pallet',
      notes: '',
    });
  });
});

describe('toFeatureInputs and toServiceInputs', () => {
  it('send the checked entries only: details for a custom feature, the prices of each service’s pricing type', () => {
    const featureValues = emptyFeatureValues(features);
    featureValues[0] = { ...featureValues[0]!, isSelected: true, customValue: 'ignored' };
    featureValues[2] = { ...featureValues[2]!, isSelected: true, customValue: '  Bonded  ' };
    expect(toFeatureInputs(featureValues)).toEqual([
      { featureId: 'f-ramp', customValue: null },
      { featureId: 'f-other', customValue: 'Bonded' },
    ]);

    const serviceValues = emptyServiceValues(services, 'hourly_rate').map((service) => ({
      ...service,
      isSelected: true,
      hourlyPrice: '45',
      unitPrice: '9.5',
      unitType: ' pallet ',
      notes: ' ',
    }));
    serviceValues[1] = { ...serviceValues[1]!, pricingType: 'per_unit' };
    serviceValues[2] = { ...serviceValues[2]!, isSelected: false };
    expect(toServiceInputs(serviceValues)).toEqual([
      { serviceId: 's-load', pricePerHourCents: 4500, pricePerUnitCents: null, unitType: null, notes: null },
      { serviceId: 's-customs', pricePerHourCents: null, pricePerUnitCents: 950, unitType: 'pallet', notes: null },
    ]);
  });
});

describe('featureValuesSchema and serviceValuesSchema', () => {
  it('need details for a checked custom feature and the prices of a checked service’s pricing type', () => {
    const featureValues = emptyFeatureValues(features).map((feature) => ({ ...feature, isSelected: true, customValue: ' ' }));
    expect(validateFeatureValues(featureValues)).toEqual([{ path: 'features.2.customValue', message: 'Please describe this feature' }]);

    const serviceValues = emptyServiceValues(services, 'hourly_rate').map((service) => ({ ...service, isSelected: true }));
    serviceValues[1] = { ...serviceValues[1]!, pricingType: 'per_unit' };
    serviceValues[2] = { ...serviceValues[2]!, pricingType: 'ask_quote' };
    expect(validateServiceValues(serviceValues)).toEqual([
      { path: 'services.0.hourlyPrice', message: 'Price is required' },
      { path: 'services.1.unitPrice', message: 'Price is required' },
      { path: 'services.1.unitType', message: 'Unit type is required' },
    ]);
    expect(validateServiceValues(emptyServiceValues(services, 'hourly_rate'))).toEqual([]);
    serviceValues[0] = { ...serviceValues[0]!, hourlyPrice: '-5' };
    expect(validateServiceValues(serviceValues)[0]).toEqual({ path: 'services.0.hourlyPrice', message: PRICE_MESSAGES.negative });
  });
});

describe('listFieldPath', () => {
  const values = {
    spaces: [{ spaceTypeId: '', sizeM2: '', price: '' }],
    features: [{ isSelected: false }, { isSelected: true }],
    services: [{ isSelected: false }, { isSelected: false }, { isSelected: true }],
  };

  it('maps space fields as they are and the body’s indexes of checked features and services back to the form’s lists', () => {
    expect(listFieldPath('spaces.0.pricePerM2Cents', values)).toBe('spaces.0.price');
    expect(listFieldPath('features.0.customValue', values)).toBe('features.1.customValue');
    expect(listFieldPath('services.0.unitType', values)).toBe('services.2.unitType');
  });

  it('answers null for paths no field of these lists shows', () => {
    expect(listFieldPath('spaces.1.sizeM2', values)).toBeNull();
    expect(listFieldPath('spaces.0.sizeM2', { features: values.features, services: values.services })).toBeNull();
    expect(listFieldPath('features.1.customValue', values)).toBeNull();
    expect(listFieldPath('services.0.serviceId', values)).toBeNull();
    expect(listFieldPath('name', values)).toBeNull();
  });
});

describe('groupFeaturesByType', () => {
  it('groups accessibility, equipment and custom in that order and keeps each feature’s index', () => {
    const groups = groupFeaturesByType([features[2]!, features[1]!, features[0]!]);
    expect(groups.map((group) => [group.type, group.entries.map((entry) => entry.index)])).toEqual([
      ['accessibility', [2]],
      ['equipment', [1]],
      ['custom', [0]],
    ]);
  });
});
