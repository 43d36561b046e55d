import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenSet as tokenSetSchema } from '@/src/contracts/auth';
import { refreshTokens, sessions } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * Refresh-token theft within the retry grace (issue 17, defect 4): the grace hands out a replacement only
 * while the replayed token's direct successor is unused; otherwise the whole session ends, the owner's
 * newest token with it, so the theft is seen instead of the owner being signed out silently.
 */
const t = useTestContext();

const me = (token: string) => t.request('GET', '/api/user/me', { token });
const refresh = (refreshToken: string) => t.request('POST', '/api/auth/refresh', { json: { refreshToken } });
const rotated = async (refreshToken: string) => tokenSetSchema.parse((await refresh(refreshToken)).body.data);
const sessionOf = async (accessToken: string) => {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return (await t.db.select().from(sessions).where(eq(sessions.id, sid)))[0]!;
};

describe('a replayed refresh token within the grace', () => {
  it('R0 → R1 → R2, then R0 within 10 s: no fresh pair, and the session (R2 too) is revoked', async () => {
    const r0 = await t.loginAs(2);
    const r1 = await rotated(r0.refreshToken);
    const r2 = await rotated(r1.refreshToken);
    expect((await me(r2.accessToken)).status).toBe(200);

    const replay = await refresh(r0.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.data).toBeUndefined();
    expect((await sessionOf(r2.accessToken)).revokedReason).toBe('refresh-token-reuse');
    expect((await me(r2.accessToken)).status).toBe(401);
    expect((await refresh(r2.refreshToken)).status).toBe(401);
  });

  it('R1 replayed after R2 was issued (its successor unused but not the newest) ends the session too', async () => {
    const r0 = await t.loginAs(3);
    const r1 = await rotated(r0.refreshToken);
    await rotated(r1.refreshToken);
    // R1's successor R2 is unused: this is still the owner's lost answer, one replacement is fine.
    const retry = await refresh(r1.refreshToken);
    expect(retry.status).toBe(200);
    // A second retry of the same token finds its successor gone: a copy, the session ends.
    const again = await refresh(r1.refreshToken);
    expect(again.status).toBe(401);
    expect((await sessionOf(r0.accessToken)).revokedReason).toBe('refresh-token-reuse');
  });

  it('the owner retrying a lost answer still gets exactly one replacement', async () => {
    const r0 = await t.loginAs(4);
    const lost = await rotated(r0.refreshToken);
    const kept = await rotated(r0.refreshToken);
    expect((await refresh(lost.refreshToken)).status).toBe(401);
    expect((await me(kept.accessToken)).status).toBe(200);
    expect((await rotated(kept.refreshToken)).refreshToken).toBeTruthy();
  });

  it('50 replays of R0 at once while R1 is unused: at most one pair, and never two live tokens', async () => {
    const r0 = await t.loginAs(2);
    const r1 = await rotated(r0.refreshToken);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(r0.refreshToken)));
    const granted = answers.filter((res) => res.status === 200);
    expect(granted.length).toBeLessThanOrEqual(1);
    expect(answers.every((res) => res.status === 200 || res.status === 401)).toBe(true);
    const session = await sessionOf(r1.accessToken);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    expect(live.filter((token) => token.usedAt === null).length).toBeLessThanOrEqual(1);
    expect((await refresh(r1.refreshToken)).status).toBe(401);
  });

  it('hostile refresh tokens: empty, NUL, huge and other types answer 4xx, never 500', async () => {
    for (const refreshToken of ['', 'a\u0000b', 'x'.repeat(100_000), 12, null, ['a'], { $ne: '' }]) {
      const res = await t.request('POST', '/api/auth/refresh', { json: { refreshToken } });
      expect(res.status, JSON.stringify(refreshToken).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
