import { describe, expect, it } from 'vitest';
import { readPasswordLink } from './password-link';

describe('readPasswordLink', () => {
  it('asks for an email when the page is opened without a link', () => {
    expect(readPasswordLink('', '')).toEqual({ kind: 'request' });
    expect(readPasswordLink('?token=abc', '')).toEqual({ kind: 'request' });
    expect(readPasswordLink('?type=signup&token=abc', '')).toEqual({ kind: 'request' });
  });

  it('sets a new password from a reset or a set-password link', () => {
    expect(readPasswordLink('?type=recovery&token=t1', '')).toEqual({ kind: 'set-password', purpose: 'recovery', token: 't1' });
    expect(readPasswordLink('?type=invite&token=t2', '')).toEqual({ kind: 'set-password', purpose: 'invite', token: 't2' });
  });

  it('treats a hash with an access token as a reset', () => {
    expect(readPasswordLink('', '#access_token=t3&type=recovery')).toEqual({
      kind: 'set-password',
      purpose: 'recovery',
      token: 't3',
    });
  });

  it('recognises a link whose token was lost', () => {
    expect(readPasswordLink('?type=recovery', '')).toEqual({ kind: 'broken', purpose: 'recovery' });
    expect(readPasswordLink('?type=invite&token=%20', '')).toEqual({ kind: 'broken', purpose: 'invite' });
  });
});
