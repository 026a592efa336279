// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MyWarehousesList } from './my-warehouses-list';

/** A window whose width crosses a breakpoint when the test says (jsdom has no matchMedia). */
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
afterEach(() => {
  cleanup();
  width = undefined;
});

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
    expect(width!.media).toBe('(min-width: 64rem)');
    expect(screen.getByRole('list', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Muuga Harbour' })).toHaveLength(1);

    act(() => width!.resize(true));
    expect(screen.getByRole('table', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your warehouses' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Muuga Harbour' })).toHaveLength(1);

    act(() => width!.resize(false));
    expect(screen.getByRole('list', { name: 'Your warehouses' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('wait for the xl breakpoint where the actions need the room', () => {
    renderList('xl');
    expect(width!.media).toBe('(min-width: 80rem)');
  });
});
