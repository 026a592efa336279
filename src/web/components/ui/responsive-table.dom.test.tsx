// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeWindowWidth } from '@web/lib/use-media-query.test-support';
import { ResponsiveTable } from './responsive-table';

const width = fakeWindowWidth();
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
    expect(width()!.media).toBe('(min-width: 48rem)');
    expect(screen.getByRole('list', { name: 'Warehouse cards' })).toBeTruthy();
    expect(screen.getByText('Tanger Med card')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    act(() => width()!.resize(true));
    expect(screen.getByRole('table', { name: 'Warehouses' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Warehouse cards' })).toBeNull();
    expect(screen.queryByText('Tanger Med card')).toBeNull();

    act(() => width()!.resize(false));
    expect(screen.getByText('Muuga card')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
