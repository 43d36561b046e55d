import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { cryptoProviders } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext({ tokens: { superAdmin: 1 } });

const list = async () =>
  (await t.request('GET', '/api/backoffice/settings/top-up-crypto-provider/list', { token: t.tokens.superAdmin })).body
    .data as {
    id: number;
    name: string;
    isDefault: boolean;
  }[];
const makeDefault = (id: number, token = t.tokens.superAdmin) =>
  t.request('PATCH', `/api/backoffice/settings/top-up-crypto-provider/${id}/default`, { token });

describe('crypto providers', () => {
  it('lists the providers with one default, and switches it with a message naming the new one', async () => {
    const providers = await list();
    expect(providers.filter((p) => p.isDefault)).toHaveLength(1);
    const other = providers.find((p) => !p.isDefault)!;
    expect((await makeDefault(other.id)).body.data).toEqual({ message: apiMessage.cryptoProviderDefault(other.name) });
    expect((await list()).filter((p) => p.isDefault).map((p) => p.id)).toEqual([other.id]);
    expect((await makeDefault(999999)).status).toBe(404);
    // Settings crypto-provider is role 1's alone.
    expect((await makeDefault(other.id, (await t.sessionFor(6)).accessToken)).status).toBe(403);
  });

  it('keeps exactly one default after concurrent switches', async () => {
    const [third] = await t.db
      .insert(cryptoProviders)
      .values({ name: `Third ${Date.now().toString(36)}`, fee: '1.00' })
      .returning();
    const ids = [...(await list()).map((p) => p.id), third!.id];
    const answers = await Promise.all([...ids, ...ids].map((id) => makeDefault(id)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect((await list()).filter((p) => p.isDefault)).toHaveLength(1);
  });
});
