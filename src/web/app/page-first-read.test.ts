import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SessionUser } from '@shared/contracts/auth';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { readWhenSignedIn } from './page-first-read';

const USER = { id: 'u1', email: 'trader@example.test', roles: ['customer'] } as unknown as SessionUser;

/** A cache that already holds this session answer, as after the HTML's preload. */
function cacheWith(session: SessionResponse): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(getSessionQueryOptions().queryKey, session);
  return queryClient;
}

describe('readWhenSignedIn: a signed-in page\'s first read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the read with the signed-in user', async () => {
    const read = vi.fn(() => Promise.resolve());
    await readWhenSignedIn(cacheWith({ user: USER }), read);
    expect(read).toHaveBeenCalledWith(USER);
  });

  it('starts no read for a visitor', async () => {
    const read = vi.fn(() => Promise.resolve());
    await readWhenSignedIn(cacheWith({ user: null }), read);
    expect(read).not.toHaveBeenCalled();
  });

  it('starts no read when the session cannot be read, and does not throw', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const read = vi.fn(() => Promise.resolve());
    await readWhenSignedIn(new QueryClient(), read);
    expect(read).not.toHaveBeenCalled();
  });
});
