import { beforeEach, describe, expect, it } from 'vitest';
import { readToken, TOKEN_KEY, tokenUserId, writeToken } from './token-storage';

const token = {
  tokenType: 'Bearer' as const,
  // header.{"sub":"42"}.signature
  accessToken: `x.${btoa(JSON.stringify({ sub: '42' }))}.y`,
  refreshToken: 'r',
  expiresAt: 1_900_000_000,
};

describe('stored login token (spec 3)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips an object with a version', () => {
    writeToken(token);
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY)!)).toEqual({ value: token, version: '1' });
    expect(readToken()).toEqual(token);
  });

  it('removes a non-object value and treats it as absent', () => {
    localStorage.setItem(TOKEN_KEY, '"just-a-string"');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    localStorage.setItem(TOKEN_KEY, 'not json at all');
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('drops a token stored by another version', () => {
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ value: token, version: '0' }));
    expect(readToken()).toBeNull();
  });

  it('reads the user id without verifying the token', () => {
    expect(tokenUserId(token)).toBe('42');
    expect(tokenUserId(null)).toBeNull();
  });
});
