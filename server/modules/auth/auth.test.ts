import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenSet as tokenSetSchema } from '@/src/contracts/auth';
import { apiMessage } from '@/src/contracts/api-messages';
import { DEMO_PASSWORD } from '@/server/seed/demo-users';
import { useTestContext } from '@/server/test-support/use-test-context';
import { signAccessToken } from './access-tokens';

const t = useTestContext();

const me = (token: string) => t.request('GET', '/api/user/me', { token });
const refresh = (refreshToken: string) => t.request('POST', '/api/auth/refresh', { json: { refreshToken } });

/** A refresh that must succeed: the new token set. */
async function rotated(refreshToken: string) {
  const res = await refresh(refreshToken);
  expect(res.status).toBe(200);
  return tokenSetSchema.parse(res.body.data);
}

/** Runs `work` with the server's clock at `at()`, then puts the real clock back. */
async function atTime<T>(at: () => Date, work: () => Promise<T>): Promise<T> {
  const realNow = t.deps.now;
  t.deps.now = at;
  try {
    return await work();
  } finally {
    t.deps.now = realNow;
  }
}
/** Past the 10 s in which a rotated refresh token may be retried. */
const pastRetryGrace = () => new Date(Date.now() + 11_000);

describe('POST /api/auth/login', () => {
  const credentials = { email: 'owner@demo.test', password: DEMO_PASSWORD };

  it.each([
    ['multipart form data', { multipart: credentials }],
    ['urlencoded form data', { form: credentials }],
    ['JSON', { json: credentials }],
  ])('signs in with %s and answers a Bearer token set', async (_, body) => {
    const before = Math.floor(Date.now() / 1000);
    const res = await t.request('POST', '/api/auth/login', body);
    expect(res.status).toBe(200);
    const tokens = tokenSetSchema.parse(res.body.data);
    expect(tokens.tokenType).toBe('Bearer');
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(32);
    // Seconds since the epoch, one access-token lifetime ahead (the client multiplies by 1000).
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + t.config.ACCESS_TOKEN_TTL_SECONDS);
    expect(tokens.expiresAt).toBeLessThan(before + t.config.ACCESS_TOKEN_TTL_SECONDS + 60);
    expect((await me(tokens.accessToken)).status).toBe(200);
  });

  it('takes the e-mail case-insensitively', async () => {
    const res = await t.request('POST', '/api/auth/login', { form: { ...credentials, email: 'Owner@Demo.TEST' } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 and a message, and an unknown e-mail the same way', async () => {
    const wrong = await t.request('POST', '/api/auth/login', {
      json: { ...credentials, password: 'Wrong-pass-1!' },
      ip: '198.51.100.1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: apiMessage.invalidCredentials });
    const unknown = await t.request('POST', '/api/auth/login', {
      json: { email: 'nobody@demo.test', password: 'x' },
      ip: '198.51.100.1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing fields with 422', async () => {
    const res = await t.request('POST', '/api/auth/login', { form: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token does not', async () => {
    const first = await t.loginAs(2);
    const second = await rotated(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).status).toBe(200);

    // Once the new token is used, the old one counts as a copy (the next test) however soon it comes back.
    const third = tokenSetSchema.parse((await refresh(second.refreshToken)).body.data);
    expect((await me(third.accessToken)).status).toBe(200);
  });

  it('lets a client that lost the answer retry with the same token within 10 s, and only then', async () => {
    const first = await t.loginAs(2);
    const lost = tokenSetSchema.parse((await refresh(first.refreshToken)).body.data);

    // The page reloaded mid-refresh: the client still holds the first token and presents it again.
    const kept = await rotated(first.refreshToken);
    expect(kept.refreshToken).not.toBe(lost.refreshToken);
    // The answer that never arrived is void; the session goes on with the retried one.
    expect((await refresh(lost.refreshToken)).status).toBe(401);
    const next = tokenSetSchema.parse((await refresh(kept.refreshToken)).body.data);
    expect((await me(next.accessToken)).status).toBe(200);

    // Past the grace, the first token is a copy: the session ends.
    await atTime(pastRetryGrace, async () => {
      const late = await refresh(first.refreshToken);
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(apiMessage.refreshInvalid);
      expect((await refresh(next.refreshToken)).status).toBe(401);
    });
  });

  it('revokes the whole session when a refresh token is used twice', async () => {
    const first = await t.loginAs(3);
    const second = tokenSetSchema.parse((await refresh(first.refreshToken)).body.data);
    const third = tokenSetSchema.parse((await refresh(second.refreshToken)).body.data);
    expect((await me(third.accessToken)).status).toBe(200);

    // A stolen copy of an earlier token shows up past the retry grace: the thief's and the owner's newest
    // tokens both die.
    await atTime(pastRetryGrace, async () => {
      expect((await refresh(second.refreshToken)).status).toBe(401);
      expect((await me(third.accessToken)).status).toBe(401);
      expect((await refresh(third.refreshToken)).status).toBe(401);
    });
  });

  it('refuses an unknown refresh token and names a missing one', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const missing = await t.request('POST', '/api/auth/refresh', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('refreshToken');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const tokens = await t.loginAs(4);
    const other = await t.loginAs(4);
    const res = await t.request('POST', '/api/auth/logout', { token: tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: apiMessage.loggedOut });
    expect((await me(tokens.accessToken)).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    // Only that session: another sign-in of the same user lives on.
    expect((await me(other.accessToken)).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a token with alg none, one signed with another key, an expired one and garbage', async () => {
    const live = await t.sessionFor(2);
    const payload = decodePayload(live.accessToken);
    const unsigned = new UnsecuredJWT(payload).encode();
    const foreignKey = new TextEncoder().encode('another-key-another-key-another-key-!!');
    const claims = { userId: Number(payload.sub), sessionId: String(payload.sid) };
    const foreign = await signAccessToken(foreignKey, claims, 900, new Date());
    const expired = await signAccessToken(t.deps.jwtKey, claims, 60, new Date(Date.now() - 3600_000));
    const stillGood = await signAccessToken(t.deps.jwtKey, claims, 60, new Date());

    for (const token of [unsigned, foreign.token, expired.token, 'not-a-jwt', `${live.accessToken}x`]) {
      const res = await me(token);
      expect(res.status, token).toBe(401);
      expect(res.body).toEqual({ message: apiMessage.unauthenticated });
    }
    // The control: the same claims signed with the right key are accepted.
    expect((await me(stillGood.token)).status).toBe(200);
  });

  it('expires with time: the token is refused once deps.now passes its expiry', async () => {
    const tokens = await t.sessionFor(2);
    await atTime(
      () => new Date((tokens.expiresAt + 1) * 1000),
      async () => expect((await me(tokens.accessToken)).status).toBe(401),
    );
    expect((await me(tokens.accessToken)).status).toBe(200);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await t.request('GET', '/api/user/me')).status).toBe(401);
    expect((await t.request('GET', '/api/user/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
