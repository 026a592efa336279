// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { ServiceList } from './service-list';

afterEach(cleanup);

const palletHandling: WarehouseDetail['services'][number] = {
  serviceId: 's-1',
  name: 'Cargo Inspection',
  description: null,
  icon: null,
  pricingType: 'per_unit',
  pricePerHourCents: null,
  pricePerUnitCents: 650,
  unitType: 'palette',
  notes: 'Sur rendez-vous',
};

describe('ServiceList', () => {
  it("marks what the owner wrote with the listing's language: the unit inside the price, and the notes", () => {
    render(<ServiceList services={[palletHandling]} writtenIn="fr" />);
    const unit = screen.getByText('palette');
    expect(unit.getAttribute('lang')).toBe('fr');
    expect(unit.parentElement!.textContent).toBe('€6.50 per palette');
    expect(unit.parentElement!.getAttribute('lang')).toBeNull();
    expect(screen.getByText('Sur rendez-vous').getAttribute('lang')).toBe('fr');
  });
});
