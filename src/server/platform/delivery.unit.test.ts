import { describe, expect, it } from 'vitest';
import { firstReadOf } from './delivery';

describe('firstReadOf', () => {
  const id = '6bba92e0-ad79-499f-93f0-dd6a01486050';

  it('names the first read of browse without filters and of a warehouse page', () => {
    expect(firstReadOf('/m-warehouses', 24)).toBe('/api/warehouses?page=1&pageSize=24');
    expect(firstReadOf(`/m-warehouses/${id}`, 24)).toBe(`/api/warehouses/${id}`);
    expect(firstReadOf(`/m-warehouses/${id.toUpperCase()}`, 24)).toBe(`/api/warehouses/${id}`);
  });

  it('names nothing for a page with filters or any other page', () => {
    for (const url of ['/m-warehouses?q=port', `/m-warehouses/${id}?from=2027-03-01`, '/', '/m-warehouses/create', '/m-warehouses/dashboard', `/m-warehouses/edit/${id}`, '/m-warehouses/not-an-id']) {
      expect(firstReadOf(url, 24), url).toBeNull();
    }
  });
});
