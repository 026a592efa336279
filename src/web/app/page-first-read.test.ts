import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SessionUser } from '@shared/contracts/auth';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { signedInRecordRead } from './page-first-read';

const USER = { id: 'u1', email: 'trader@example.test', roles: ['customer'] } as unknown as SessionUser;
const ADDRESS = { params: { id: 'b1' }, search: '' };

/** A cache that already holds this session answer, as after the HTML's preload. */
function cacheWith(session: SessionResponse): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(getSessionQueryOptions().queryKey, session);
  return queryClient;
}

/** A record's query options, as a page's API module gives them. */
const recordQuery = () => vi.fn((id: string) => ({ queryKey: ['record', id], queryFn: () => Promise.resolve({ id }) }));

describe("signedInRecordRead: a signed-in record page's first read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the record of the address's id into the cache for a signed-in user", async () => {
    const queryOptionsOf = recordQuery();
    const queryClient = cacheWith({ user: USER });
    await signedInRecordRead(queryOptionsOf)(queryClient, ADDRESS);
    expect(queryOptionsOf).toHaveBeenCalledWith('b1');
    expect(queryClient.getQueryData(['record', 'b1'])).toEqual({ id: 'b1' });
  });

  it('starts no read for a visitor', async () => {
    const queryOptionsOf = recordQuery();
    await signedInRecordRead(queryOptionsOf)(cacheWith({ user: null }), ADDRESS);
    expect(queryOptionsOf).not.toHaveBeenCalled();
  });

  it('starts no read when the session cannot be read, and does not throw', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const queryOptionsOf = recordQuery();
    await signedInRecordRead(queryOptionsOf)(new QueryClient(), ADDRESS);
    expect(queryOptionsOf).not.toHaveBeenCalled();
  });
});
