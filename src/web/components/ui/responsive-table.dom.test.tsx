// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResponsiveTable } from './responsive-table';

/** A window whose width crosses the md breakpoint when the test says (jsdom has no matchMedia). */
class FakeMediaQueryList extends EventTarget {
  matches = false;
  constructor(readonly media: string) {
    super();
  }
  resize(wide: boolean) {
    this.matches = wide;
    this.dispatchEvent(new Event('change'));
  }
}
let width: FakeMediaQueryList | undefined;

beforeAll(() => {
  window.matchMedia = (query: string) => (width ??= new FakeMediaQueryList(query)) as unknown as MediaQueryList;
});
afterAll(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
afterEach(cleanup);

const rows = [
  { id: 'a', name: 'Muuga' },
  { id: 'b', name: 'Tanger Med' },
];

function renderTable() {
  render(<ResponsiveTable rows={rows} caption="Warehouses" listLabel="Warehouse cards" columns={[{ header: 'Name', cell: (row) => row.name }]} card={(row) => <p>{row.name} card</p>} />);
}

describe('ResponsiveTable', () => {
  it('renders only the cards on a phone and only the table from the md breakpoint, following a resize', () => {
    renderTable();
    expect(width!.media).toBe('(min-width: 48rem)');
    expect(screen.getByRole('list', { name: 'Warehouse cards' })).toBeTruthy();
    expect(screen.getByText('Tanger Med card')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    act(() => width!.resize(true));
    expect(screen.getByRole('table', { name: 'Warehouses' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Warehouse cards' })).toBeNull();
    expect(screen.queryByText('Tanger Med card')).toBeNull();

    act(() => width!.resize(false));
    expect(screen.getByText('Muuga card')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
