import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens';

const key = new TextEncoder().encode('access-token-test-key-0123456789abcdef');
const claims = { userId: 7, sessionId: '0b0e6f5e-2f0c-4a53-9a56-3f3b1a8b9c10' };

describe('access tokens', () => {
  it('accepts its own token again after the first check, and only until it expires', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const { token, expiresAt } = await signAccessToken(key, claims, 60, issued);
    expect(await verifyAccessToken(key, token, issued)).toEqual(claims);
    expect(await verifyAccessToken(key, token, new Date(issued.getTime() + 30_000))).toEqual(claims);
    expect(await verifyAccessToken(key, token, new Date(expiresAt * 1000))).toBeNull();
  });

  it('checks an altered token afresh even after the original was accepted', async () => {
    const now = new Date();
    const { token } = await signAccessToken(key, claims, 60, now);
    expect(await verifyAccessToken(key, token, now)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' }),
    ).toString('base64url');
    expect(await verifyAccessToken(key, `${header}.${forged}.${signature}`, now)).toBeNull();
    expect(await verifyAccessToken(key, `${header}.${payload}.${signature.slice(0, -2)}AA`, now)).toBeNull();
  });

  it('refuses a token signed with another key or naming alg none', async () => {
    const now = new Date();
    const { token } = await signAccessToken(
      new TextEncoder().encode('another-key-0123456789abcdefghijklmnop'),
      claims,
      60,
      now,
    );
    expect(await verifyAccessToken(key, token, now)).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyAccessToken(key, none, now)).toBeNull();
  });
});
