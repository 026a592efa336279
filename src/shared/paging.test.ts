import { describe, expect, it } from 'vitest';
import { BROWSE_PAGE_LIMIT, browsePageWindow, totalPages } from './paging';

describe('browsePageWindow', () => {
  it('cuts the page that reaches the result limit, and leaves nothing past it', () => {
    expect(BROWSE_PAGE_LIMIT).toBe(50);
    expect(browsePageWindow(1, 24)).toEqual({ offset: 0, limit: 24 });
    expect(browsePageWindow(50, 24)).toEqual({ offset: 1176, limit: 24 });
    expect(browsePageWindow(51, 24)).toEqual({ offset: 1200, limit: 0 });
    // A page size that does not divide the limit: the last page is shorter.
    expect(browsePageWindow(23, 53)).toEqual({ offset: 1166, limit: 34 });
    expect(browsePageWindow(2000, 24).limit).toBe(0);
  });
});

describe('totalPages', () => {
  it('is at least 1', () => {
    expect(totalPages(0, 24)).toBe(1);
    expect(totalPages(24, 24)).toBe(1);
    expect(totalPages(25, 24)).toBe(2);
  });
});
