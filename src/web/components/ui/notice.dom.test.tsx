// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/app/providers';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { ApiError } from '@web/lib/api-client';
import { createNoticeStore, NoticeProvider, useNotice } from './notice';
import { SUCCESS_NOTICE_MS } from './notice-card';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function SaveButton() {
  const notice = useNotice();
  return (
    <>
      <button type="button" onClick={() => notice.success('Changes saved')}>
        Save
      </button>
      <button type="button" onClick={() => notice.failure('The warehouse could not be deleted.')}>
        Delete
      </button>
    </>
  );
}

function renderNotices() {
  const store = createNoticeStore();
  render(
    <NoticeProvider store={store}>
      <SaveButton />
    </NoticeProvider>,
  );
  return store;
}

const statusRegion = () => screen.getByRole('status', { name: 'Notices' });
const alertRegion = () => {
  const region = document.querySelector<HTMLElement>('[aria-live="assertive"]');
  if (!region) throw new Error('No assertive live region in the page.');
  return region;
};

/** With fake timers: the success still shows until just before `leftMs` has passed, and is gone just after. */
function expectSuccessToLeaveAfter(leftMs: number) {
  act(() => vi.advanceTimersByTime(leftMs - 100));
  expect(statusRegion().textContent).toContain('Changes saved');
  act(() => vi.advanceTimersByTime(200));
  expect(statusRegion().textContent).toBe('');
}

describe('notices', () => {
  // The cards' code loads with the first notice of the page (React.lazy); once loaded, every later
  // card renders at once, as the timed tests below need.
  beforeAll(async () => {
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    cleanup();
  });

  it('has its live regions in the page, empty, before any notice, so the first one is announced', () => {
    renderNotices();
    expect(statusRegion().getAttribute('aria-live')).toBe('polite');
    expect(statusRegion().textContent).toBe('');
    expect(alertRegion().textContent).toBe('');
  });

  it('puts a success in the status region and takes it away by itself', () => {
    vi.useFakeTimers();
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(statusRegion().textContent).toContain('Changes saved');
    expectSuccessToLeaveAfter(SUCCESS_NOTICE_MS);
  });

  it('keeps a success while the pointer rests on it, for the time that was left', () => {
    vi.useFakeTimers();
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(SUCCESS_NOTICE_MS - 1000));
    fireEvent.mouseEnter(screen.getByText('Changes saved'));
    act(() => vi.advanceTimersByTime(SUCCESS_NOTICE_MS * 3));
    expect(statusRegion().textContent).toContain('Changes saved');
    fireEvent.mouseLeave(screen.getByText('Changes saved'));
    expectSuccessToLeaveAfter(1000);
  });

  it('keeps a failure, announced assertively, until it is dismissed', () => {
    vi.useFakeTimers();
    renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    act(() => vi.advanceTimersByTime(SUCCESS_NOTICE_MS * 10));
    expect(alertRegion().textContent).toContain('The warehouse could not be deleted.');
    expect(statusRegion().textContent).toBe('');
  });

  it('closes with its Dismiss button from the keyboard', async () => {
    const user = userEvent.setup();
    renderNotices();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(alertRegion().textContent).toBe('');
  });

  it('keeps a failure when later successes pass the limit: the oldest success goes instead', () => {
    const store = createNoticeStore();
    store.failure('The warehouse could not be deleted.');
    for (const text of ['Saved 1', 'Saved 2', 'Saved 3']) store.success(text);
    expect(store.getSnapshot().map(({ text }) => text)).toEqual(['The warehouse could not be deleted.', 'Saved 2', 'Saved 3']);
    store.failure('The space could not be blocked.');
    expect(store.getSnapshot().map(({ text }) => text)).toEqual(['The warehouse could not be deleted.', 'Saved 3', 'The space could not be blocked.']);
  });

  it('shows the same text once, announcing it again', () => {
    const store = renderNotices();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Changes saved')).toHaveLength(1);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

describe('outcome notices of mutations', () => {
  function runMutation(meta: ReturnType<typeof outcomeNotices>, outcome: () => Promise<unknown>) {
    const store = createNoticeStore();
    const queryClient = createQueryClient(store);
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: outcome, meta });
    return { store, done: mutation.execute(undefined).catch(() => undefined) };
  }

  it('says the success the mutation declares, from its answer', async () => {
    const { store, done } = runMutation(
      outcomeNotices<{ count: number }>({ success: ({ count }) => `${count} inquiries sent` }),
      () => Promise.resolve({ count: 2 }),
    );
    await done;
    expect(store.getSnapshot().map(({ tone, text }) => [tone, text])).toEqual([['success', '2 inquiries sent']]);
  });

  it("says a failure with the server's message, or the declared text when there is none", async () => {
    const refused = runMutation(outcomeNotices({ failure: 'The space could not be blocked.' }), () =>
      Promise.reject(new ApiError({ kind: 'general', status: 409, code: 'conflict', message: 'The block overlaps a booking.' })),
    );
    await refused.done;
    expect(refused.store.getSnapshot().map(({ text }) => text)).toEqual(['The block overlaps a booking.']);
    const broken = runMutation(outcomeNotices({ failure: 'The space could not be blocked.' }), () => Promise.reject(new Error('boom')));
    await broken.done;
    expect(broken.store.getSnapshot().map(({ tone, text }) => [tone, text])).toEqual([['failure', 'The space could not be blocked.']]);
  });

  it('says nothing for a mutation that declares nothing (its page says it)', async () => {
    const { store, done } = runMutation({}, () => Promise.reject(new Error('boom')));
    await done;
    expect(store.getSnapshot()).toEqual([]);
  });
});
