// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeWindowWidth } from '@web/lib/use-media-query.test-support';
import { MyWarehousesList } from './my-warehouses-list';

const width = fakeWindowWidth();
afterEach(cleanup);

const ROW = { id: 'w-1', name: 'Muuga Harbour', isActive: true, city: 'Tallinn', country: 'Estonia', mainImage: null };

function renderList(tableFrom: 'lg' | 'xl') {
  const noop = () => {};
  const columns = {
    caption: 'Your warehouses',
    detailHref: () => '/m-warehouses/w-1',
    editHref: () => '/m-warehouses/w-1/edit',
    measure: { label: 'Size', lines: (): [string, string] => ['1,500 m²', '2 spaces'] },
    tableFrom,
  };
  const router = createMemoryRouter(
    [{ path: '*', element: <MyWarehousesList rows={[ROW]} columns={columns} busyId={null} onToggleActive={noop} onDuplicate={noop} onDelete={noop} /> }],
    { initialEntries: ['/m-warehouses/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a dashboard’s warehouses', () => {
  it('render only the cards below the table’s breakpoint and only the table from it, following a resize', () => {
    renderList('lg');
    expect(width()!.media).toBe('(min-width: 64rem)');
    expect(screen.getByRole('list', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Muuga Harbour' })).toHaveLength(1);

    act(() => width()!.resize(true));
    expect(screen.getByRole('table', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your warehouses' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Muuga Harbour' })).toHaveLength(1);

    act(() => width()!.resize(false));
    expect(screen.getByRole('list', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('wait for the xl breakpoint where the actions need the room', () => {
    renderList('xl');
    expect(width()!.media).toBe('(min-width: 80rem)');
  });
});
