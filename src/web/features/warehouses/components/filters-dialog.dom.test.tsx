// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { fakeWindowWidth } from '@web/lib/use-media-query.test-support';
import { FiltersDialog } from './filters-dialog';

const width = fakeWindowWidth();
afterEach(cleanup);

function renderDialog(isOpen: boolean, onClose: () => void) {
  renderScreen(
    <FiltersDialog isOpen={isOpen} onClose={onClose} isActive={false} onClear={() => {}} resultsLabel="Show 28 warehouses">
      <p>Space types</p>
    </FiltersDialog>,
  );
}

describe('the Filters slide-over', () => {
  it('closes itself when the window grows to the lg breakpoint, where the same panel is the sidebar', async () => {
    const onClose = vi.fn();
    renderDialog(true, onClose);
    expect(await screen.findByText('Space types')).toBeTruthy();
    expect(width()!.media).toBe('(min-width: 64rem)');

    act(() => width()!.resize(true));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not watch the width while it is closed', () => {
    const onClose = vi.fn();
    renderDialog(false, onClose);
    expect(width()).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });
});
