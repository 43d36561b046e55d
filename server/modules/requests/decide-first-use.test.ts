import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { cards } from '@/server/db/schema/index';
import { lazyCardIssuer } from '@/server/lib/bootstrap';
import type { Deps } from '@/server/lib/deps';
import { DEFAULT_TEST_IP } from '@/server/test-support/context';
import { useTestContext } from '@/server/test-support/use-test-context';
import { mintActionToken } from './action-tokens';
import { askCardLimit, requestWorld, type RequestWorld } from './requests.fixtures';

// Issue 24: a decision is often the first thing a freshly started server asks the card issuer for (the demo
// seed and the card pages never do). The issuer's first use reads its secrets through the database; made
// inside the decision's transaction, on PGlite's single connection, that read waited for the transaction and
// the transaction for it: the approve never answered, and the whole server stopped with it. Each case here
// is an app whose card issuer is not made yet, as after a restart.

const t = useTestContext();
let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld(t);
});

/** The same database and configuration as `t`, with a card issuer not made yet. */
function restarted() {
  const deps: Deps = { ...t.deps, cardIssuer: lazyCardIssuer(t.config, t.db, () => t.deps.now()) };
  const app = createApp(deps);
  return (path: string, json: unknown, token?: string) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': DEFAULT_TEST_IP,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(json),
    });
}

/**
 * A hung decision would also hang the test's own cleanup: it fails here, well inside the test's timeout, and
 * says what happened instead.
 */
async function answered(response: Response | Promise<Response>) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the decision never answered')), 20_000);
  });
  try {
    return await Promise.race([response, hung]);
  } finally {
    clearTimeout(timer);
  }
}

const limitsOf = async () => (await t.db.select().from(cards).where(eq(cards.id, w.card.id)))[0]!;

describe('the first decision after a start', () => {
  it('approves from the portal', async () => {
    const post = restarted();
    const asked = await askCardLimit(t, w, 'perTransaction', '500.00');
    const res = await answered(post(`/api/request/${asked.request.id}/approve`, { amount: '300.00' }, w.owner.token));
    expect(res.status, await res.text()).toBe(200);
    expect((await limitsOf()).limitPerTransaction).toBe(30000n);
  });

  it('approves from a push action token', async () => {
    const post = restarted();
    const asked = await askCardLimit(t, w, 'daily', '700.00');
    const token = await mintActionToken(t.deps, asked.request.id, w.owner.id);
    const res = await answered(post('/api/request/push-action', { token, action: 'approve' }));
    expect(res.status, await res.text()).toBe(200);
    expect((await limitsOf()).limitDaily).toBe(70000n);
  });
});
