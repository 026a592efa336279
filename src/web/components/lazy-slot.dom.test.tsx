// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '@shared/errors';
import { lazySlot } from './lazy-slot';
import { lazyForm } from './ui/lazy-form';
import { lazySection } from './ui/lazy-section';

beforeEach(() => {
  // The error report of a piece that failed to load.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazySlot', () => {
  it('shows its stand-in while the code loads, then the piece', async () => {
    let arrive: (component: (props: { name: string }) => React.ReactNode) => void = () => {};
    const Greeting = lazySlot<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)), { loading: <p>Loading…</p> });
    render(<Greeting name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    arrive(({ name }) => <p>Hello {name}</p>);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('keeps the page when the code cannot load: the failure stand-in, drawn from the props', async () => {
    const Greeting = lazySlot<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      loading: <p>Loading…</p>,
      failed: ({ name }) => <p>Hello {name}, plainly</p>,
    });
    render(
      <main>
        <h1>The page</h1>
        <Greeting name="Ada" />
      </main>,
    );
    expect(await screen.findByText('Hello Ada, plainly')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});

describe('lazyForm', () => {
  it('says the form is loading where it will be, then shows it', async () => {
    let arrive: (component: () => React.ReactNode) => void = () => {};
    const PaymentForm = lazyForm<object>(() => new Promise((resolve) => (arrive = resolve)));
    render(<PaymentForm />);
    expect(screen.getByRole('status').textContent).toBe('Loading form…');
    arrive(() => <form aria-label="Record payment" />);
    expect(await screen.findByRole('form', { name: 'Record payment' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('lazySection', () => {
  it('keeps the room it is given with a spinner while its code loads, then shows the section', async () => {
    let arrive: (component: () => React.ReactNode) => void = () => {};
    const Thread = lazySection<object>(() => new Promise((resolve) => (arrive = resolve)), 'h-[570px]');
    const { container } = render(<Thread />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((container.firstElementChild as HTMLElement).className).toContain('h-[570px]');
    arrive(() => <section aria-label="Messages" />);
    expect(await screen.findByRole('region', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe.each([
  ['lazyForm', lazyForm],
  ['lazySection', lazySection],
])('%s', (_name, lazyPiece) => {
  it('says why in its place when the code cannot load', async () => {
    const Piece = lazyPiece<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<Piece />);
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_MESSAGES.network);
  });
});
