import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, buildPath, call } from './api-client';
import { EARLY_ME_SCRIPT, takeEarlyCurrentUser } from './early-current-user';
import { meRoute } from './sign-in-routes';
import { timezoneHeader } from './timezone';
import { writeToken } from './token-storage';

const token = { tokenType: 'Bearer' as const, accessToken: 'access-1', refreshToken: 'r', expiresAt: 1_900_000_000 };
const me = { id: 'u1', email: 'owner@demo.test' };
const answer = () => new Response(JSON.stringify({ data: me }), { status: 200 });

/** Runs the script as index.html does: a plain script in the page's global scope. */
const runScript = () => new Function(EARLY_ME_SCRIPT)();

describe('the current user asked for by index.html before the app loads (issue 20)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    takeEarlyCurrentUser();
    fetchMock = vi.fn(() => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends nothing without a stored token', () => {
    runScript();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyCurrentUser()).toBeUndefined();
  });

  it('is the request the app would send: its address, the stored token and the Timezone header', () => {
    writeToken(token);
    runScript();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`${API_BASE}/${buildPath(meRoute.path)}`);
    expect(meRoute.method).toBe('get');
    expect(init.headers).toEqual({
      Timezone: timezoneHeader(),
      Accept: 'application/json',
      Authorization: `Bearer ${token.accessToken}`,
    });
  });

  it('is taken once by the first user load instead of a second request; later loads ask the server', async () => {
    writeToken(token);
    runScript();
    expect(await call(meRoute, {}, { early: takeEarlyCurrentUser() })).toEqual(me);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await call(meRoute, {}, { early: takeEarlyCurrentUser() })).toEqual(me);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used when the stored token changed since it was sent', async () => {
    writeToken(token);
    runScript();
    writeToken({ ...token, accessToken: 'access-2' });
    await call(meRoute, {}, { early: takeEarlyCurrentUser() });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-2');
  });

  it('handles its own failure at once (nobody may take it), and the app still sees the failure', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const handled = vi.spyOn(failed, 'then');
    // A plain function: a vi.fn would itself follow the promise it returns.
    vi.stubGlobal('fetch', () => failed);
    writeToken(token);
    runScript();
    expect(handled).toHaveBeenCalled();
    await expect(call(meRoute, {}, { early: takeEarlyCurrentUser(), logOnly: 'test' })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
  });
});
