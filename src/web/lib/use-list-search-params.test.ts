import { describe, expect, it } from 'vitest';
import { listQuery, withListParams } from './use-list-search-params';

const params = (text: string) => new URLSearchParams(text);

describe('withListParams', () => {
  it('sets a filter and goes back to the first page, keeping other parameters', () => {
    expect(withListParams(params('page=3&view=map'), { filters: { status: 'submitted' } }, { status: 'all' }).toString()).toBe('view=map&status=submitted');
  });

  it('leaves a filter at its default out of the address', () => {
    expect(withListParams(params('status=submitted&search=riga&page=2'), { filters: { status: 'all', search: '' } }, { status: 'all' }).toString()).toBe('');
  });

  it('keeps the filters when only the page changes, and leaves page 1 out', () => {
    expect(withListParams(params('status=draft'), { page: 2 }).toString()).toBe('status=draft&page=2');
    expect(withListParams(params('status=draft&page=2'), { page: 1 }).toString()).toBe('status=draft');
  });

  it('never changes the parameters it was given', () => {
    const current = params('page=2');
    withListParams(current, { page: 5 });
    expect(current.toString()).toBe('page=2');
  });
});

describe('listQuery', () => {
  it('sends the filters, the trimmed search, the page and its size', () => {
    expect(listQuery({ status: 'all', search: '  riga ', page: 2 }, 25)).toEqual({ status: 'all', search: 'riga', page: 2, pageSize: 25 });
  });

  it('leaves a blank search out', () => {
    expect(listQuery({ search: '   ', page: 1 }, 20)).toEqual({ search: undefined, page: 1, pageSize: 20 });
  });
});
