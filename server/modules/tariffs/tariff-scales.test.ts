import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { tariffScaleHistory } from '@/src/contracts/tariffs';
import { cardProviders, tariffScaleBands, tariffScales } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext({ tokens: { staff: 6 } });

let n = 0;
const scaleName = () => `Scale ${++n} ${Date.now().toString(36)}`;
const call = (method: string, path: string, json?: unknown, token = t.tokens.staff) =>
  t.request(method, `/api/backoffice/settings${path}`, { token, json });
const GOOD = [
  { amountFrom: '0', amountTo: '1000', fee: '3' },
  { amountFrom: '1000', amountTo: '5000.5', fee: '2.25' },
  { amountFrom: '5000.50', amountTo: null, fee: '1' },
];
const create = async (settings: unknown = GOOD, name = scaleName()) => {
  const res = await call('POST', '/tariff-scales/create', { name, settings });
  expect(res.status).toBe(201);
  return res.body.data.tariffScale as { id: number; name: string };
};
const bandCount = async () => (await t.db.select({ id: tariffScaleBands.id }).from(tariffScaleBands)).length;

describe('tariff scale bands', () => {
  it.each([
    [
      'a gap',
      [
        { amountFrom: '0', amountTo: '100', fee: '1' },
        { amountFrom: '150', amountTo: null, fee: '1' },
      ],
      'settings.1.amountFrom',
      apiMessage.bandContiguous('100'),
    ],
    [
      'an overlap',
      [
        { amountFrom: '0', amountTo: '100', fee: '1' },
        { amountFrom: '50', amountTo: null, fee: '1' },
      ],
      'settings.1.amountFrom',
      apiMessage.bandContiguous('100'),
    ],
    [
      'unordered bands',
      [
        { amountFrom: '100', amountTo: null, fee: '1' },
        { amountFrom: '0', amountTo: '100', fee: '1' },
      ],
      'settings.0.amountFrom',
      apiMessage.bandStartsAtZero,
    ],
    [
      'an open band that is not last',
      [
        { amountFrom: '0', amountTo: null, fee: '1' },
        { amountFrom: '100', amountTo: '200', fee: '1' },
      ],
      'settings.0.amountTo',
      apiMessage.bandOpenOnlyLast,
    ],
    [
      'an upper amount not above the lower one',
      [{ amountFrom: '0', amountTo: '0', fee: '1' }],
      'settings.0.amountTo',
      apiMessage.bandToAfterFrom,
    ],
    [
      'a fee of 101',
      [{ amountFrom: '0', amountTo: null, fee: '101' }],
      'settings.0.fee',
      'The value must be between 0 and 100',
    ],
    [
      'a fee of 1.234',
      [{ amountFrom: '0', amountTo: null, fee: '1.234' }],
      'settings.0.fee',
      'Use at most 2 decimal places',
    ],
    [
      'a negative amount',
      [{ amountFrom: '0', amountTo: '-5', fee: '1' }],
      'settings.0.amountTo',
      apiMessage.amountNotNegative,
    ],
    ['no band at all', [], 'settings', apiMessage.bandsRequired],
  ])('refuses %s with 422 on the band field, saving nothing', async (_, settings, field, message) => {
    const before = await bandCount();
    const res = await call('POST', '/tariff-scales/create', { name: scaleName(), settings });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await bandCount()).toBe(before);
  });

  it('saves a good scale with 2-decimal bands, and its edit keeps old and new value in the history', async () => {
    const name = scaleName();
    const scale = await create(GOOD, name);
    const list = await call('GET', `/tariff-scales/list?search=${encodeURIComponent(name)}`);
    expect(list.body.data.records).toEqual([
      {
        id: scale.id,
        name,
        minFee: '0.00',
        settings: [
          { amountFrom: '0.00', amountTo: '1000.00', fee: '3.00' },
          { amountFrom: '1000.00', amountTo: '5000.50', fee: '2.25' },
          { amountFrom: '5000.50', amountTo: null, fee: '1.00' },
        ],
      },
    ]);

    const edited = await call('POST', `/tariff-scales/${scale.id}/edit`, {
      name: `${name} v2`,
      settings: [{ amountFrom: '0', amountTo: null, fee: '4' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      message: 'Saved successfully',
      tariffScale: { name: `${name} v2`, settings: [{ amountFrom: '0.00', amountTo: null, fee: '4.00' }] },
    });

    const history = tariffScaleHistory.parse((await call('GET', `/tariff-scales/${scale.id}/history`)).body.data);
    expect(history.name).toBe(`${name} v2`);
    expect(history.history).toHaveLength(2);
    const [change, creation] = history.history;
    expect(change).toMatchObject({
      user: { role: 6 },
      oldValue: { name, settings: expect.arrayContaining([{ amountFrom: '5000.50', amountTo: null, fee: '1.00' }]) },
      newValue: { name: `${name} v2`, settings: [{ amountFrom: '0.00', amountTo: null, fee: '4.00' }] },
    });
    expect(creation).toMatchObject({ oldValue: null, newValue: { name } });

    // Saving the same again is not a change.
    await call('POST', `/tariff-scales/${scale.id}/edit`, {
      name: `${name} v2`,
      settings: [{ amountFrom: '0.00', amountTo: null, fee: '4.00' }],
    });
    expect((await call('GET', `/tariff-scales/${scale.id}/history`)).body.data.history).toHaveLength(2);
  });

  it('refuses a taken name (any case) with 422 on name, and an unknown scale with 404', async () => {
    const scale = await create();
    const other = await create();
    expect(
      (await call('POST', '/tariff-scales/create', { name: scale.name.toUpperCase(), settings: GOOD })).body.errors,
    ).toEqual({ name: [apiMessage.tariffScaleNameTaken] });
    const rename = await call('POST', `/tariff-scales/${other.id}/edit`, { name: scale.name, settings: GOOD });
    expect(rename.status).toBe(422);
    expect((await call('POST', '/tariff-scales/999999/edit', { name: scaleName(), settings: GOOD })).status).toBe(404);
    expect((await call('GET', '/tariff-scales/999999/history')).status).toBe(404);
  });
});

describe('usage and deletion', () => {
  it('says whether a scale is in use; a used one cannot be deleted (409), an unused one is gone', async () => {
    const [used, unused] = [await create(), await create()];
    await call('POST', '/provider/1/service-fee', { tariffScaleId: used.id });
    expect((await call('GET', `/tariff-scales/${used.id}/check-usage`)).body.data).toEqual({ tariffScaleInUse: true });
    expect((await call('GET', `/tariff-scales/${unused.id}/check-usage`)).body.data).toEqual({
      tariffScaleInUse: false,
    });

    const refused = await call('DELETE', `/tariff-scales/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(apiMessage.tariffScaleInUse);
    expect(await t.db.select().from(tariffScales).where(eq(tariffScales.id, used.id))).toHaveLength(1);

    expect((await call('DELETE', `/tariff-scales/${unused.id}`)).body.data).toEqual({
      message: apiMessage.tariffScaleDeleted,
    });
    expect(await t.db.select().from(tariffScales).where(eq(tariffScales.id, unused.id))).toHaveLength(0);
    expect(
      await t.db.select().from(tariffScaleBands).where(eq(tariffScaleBands.tariffScaleId, unused.id)),
    ).toHaveLength(0);
    expect((await call('GET', `/tariff-scales/${unused.id}/check-usage`)).status).toBe(404);
  });
});

describe('provider service fee', () => {
  it('changes the provider scale with a history row; role 5 reads it but may not change it', async () => {
    const scale = await create();
    const admin = (await t.sessionFor(5)).accessToken;
    const [provider] = await t.db
      .select({ tariffScaleId: cardProviders.tariffScaleId })
      .from(cardProviders)
      .where(eq(cardProviders.id, 1));
    const before = provider!.tariffScaleId;

    expect((await call('POST', '/provider/1/service-fee', { tariffScaleId: scale.id }, admin)).status).toBe(403);
    expect((await call('POST', '/provider/1/service-fee', { tariffScaleId: 999999 })).body.errors).toEqual({
      tariffScaleId: [apiMessage.tariffScaleUnknown],
    });
    const res = await call('POST', '/provider/1/service-fee', { tariffScaleId: scale.id });
    expect(res.body.data).toEqual({ message: apiMessage.providerServiceFeeSaved });

    const current = await call('GET', '/provider/1/service-fee', undefined, admin);
    expect(current.body.data).toMatchObject({
      provider: { id: 1, key: 'sandbox' },
      tariffScale: { id: scale.id, settings: expect.any(Array) },
    });
    const list = await call('GET', '/provider/list', undefined, admin);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id: 1, tariffScale: { id: scale.id, name: scale.name } }),
    );
    const history = await call('GET', '/provider/1/service-fee-history?perPage=1', undefined, admin);
    expect(history.body.data.records).toEqual([
      {
        id: expect.any(Number),
        user: expect.objectContaining({ role: 6 }),
        tariffScale: { id: scale.id, name: scale.name },
        createdAt: expect.objectContaining({ date: expect.any(String), timestamp: expect.any(Number) }),
      },
    ]);
    expect((await call('GET', '/provider/999/service-fee')).status).toBe(404);

    await call('POST', '/provider/1/service-fee', { tariffScaleId: before });
  });
});
