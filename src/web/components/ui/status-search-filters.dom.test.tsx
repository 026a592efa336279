// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { statusFilterOf } from './filter-select';
import { StatusSearchFilters, useStatusSearchList } from './status-search-filters';

afterEach(cleanup);

const FILTER = statusFilterOf(['open', 'closed'] as const, { open: 'Open', closed: 'Closed' });

/** The filter row and what the list would ask its endpoint for. */
function List() {
  const list = useStatusSearchList(FILTER);
  return (
    <>
      <StatusSearchFilters list={list} placeholder="Customer" />
      <output data-testid="asked">{JSON.stringify({ ...list.params, isFiltered: list.isFiltered })}</output>
    </>
  );
}

const asked = () => JSON.parse(screen.getByTestId('asked').textContent ?? '') as unknown;

describe('StatusSearchFilters', () => {
  it('reads the status, the search and the page from the address; an unknown status is all', () => {
    renderScreen(<List />, { at: '/?status=closed&search=acme&page=2' });
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'closed');
    expect(screen.getByLabelText('Search')).toHaveProperty('value', 'acme');
    expect(screen.getByPlaceholderText('Customer')).toBe(screen.getByLabelText('Search'));
    expect(asked()).toEqual({ status: 'closed', search: 'acme', page: 2, isFiltered: true });
    cleanup();

    renderScreen(<List />, { at: '/?status=made-up' });
    expect(asked()).toEqual({ status: 'all', search: '', page: 1, isFiltered: false });
  });

  it('a chosen status and a typed search reach the address and go back to the first page', async () => {
    const user = renderScreen(<List />, { at: '/?page=3' });
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    expect(asked()).toEqual({ status: 'open', search: '', page: 1, isFiltered: true });
    await user.type(screen.getByLabelText('Search'), ' acme ');
    await waitFor(() => expect(asked()).toEqual({ status: 'open', search: 'acme', page: 1, isFiltered: true }));
  });
});
