import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules for each test: whether a toast was ever asked for is the notify module's state, and other test
// files in the same worker (the unit project does not isolate files) may have asked.
let companyBalanceQuery: (typeof import('./company-balance'))['companyBalanceQuery'];
let currentUserQuery: (typeof import('./current-user'))['currentUserQuery'];
let toastHost: (typeof import('./notify'))['toastHost'];

/**
 * Spec 8: load failures of the user, the balance (company and admin), notifications, the partner button and slides
 * are only logged. The user and the company balance are checked here through their real queries against a
 * server answering 500 (and a network failure); the toast host must never have been asked for a toast.
 */
describe('load failures that are only logged (spec 8)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    vi.resetModules();
    ({ companyBalanceQuery } = await import('./company-balance'));
    ({ currentUserQuery } = await import('./current-user'));
    ({ toastHost } = await import('./notify'));
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  const answer500 = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Database down' }), { status: 500 })),
    );

  it.each([
    ['user/me', () => currentUserQuery.queryFn!({ signal: new AbortController().signal } as never)],
    ['company balance', () => companyBalanceQuery.queryFn!({ signal: new AbortController().signal } as never)],
  ])('%s: a 500 is logged and thrown, never toasted', async (_, load) => {
    answer500();
    await expect(load()).rejects.toMatchObject({ status: 500 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be loaded/), expect.anything());
    expect(toastHost.requested()).toBe(false);
  });

  it('a network failure of user/me is logged, not toasted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(currentUserQuery.queryFn!({ signal: new AbortController().signal } as never)).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
    expect(warn).toHaveBeenCalled();
    expect(toastHost.requested()).toBe(false);
  });
});
