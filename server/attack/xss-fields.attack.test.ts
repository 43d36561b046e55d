// Stored XSS, field by field: every plain-text field of xss-registry.ts's PLAIN_FIELDS is written with the
// script corpus through its own endpoint and read back where the API returns it for display. A plain-text
// field is stored and returned as the very same text (React escapes it when rendering; the CSP forbids inline
// script) or refused with a 400 or 422: never altered half-way, never stored as markup.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@/src/contracts/access';
import { DEFAULT_PARTNER_BUTTON } from '@/src/contracts/partners';
import { useCardKit, northwind } from '@/server/modules/card-issuer/card-test-kit';
import { createBinSet, fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { newKey, transitOf } from '@/server/modules/transfers/money-fixtures';
import { applicant, register } from '@/server/test-support/onboarding';
import type { TestResponse } from '@/server/test-support/context';
import { CORPUS, PLAIN_FIELDS } from './xss-registry';
import { fixtures, ownerSession } from './xss-fields.support';

const kit = useCardKit();
const tokens = new Map<RoleId, string>();
let buyerId: number;
let companyId: number;
let ownerId: number;
let binSetId: number;
let cardId: number;
let usd: number;
let eur: number;

// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  for (const role of [1, 2, 4] as const) tokens.set(role, (await kit.t.sessionFor(role)).accessToken);
  buyerId = (await kit.t.userOf(4)).id;
  ownerId = (await kit.t.userOf(2)).id;
  const nw = await northwind(kit.t);
  companyId = nw.company.id;
  binSetId = nw.set.id;
  await fund(kit.t, nw.account, '5000.00');
  usd = await transitOf(kit.t, companyId, 'USD');
  eur = await transitOf(kit.t, companyId, 'EUR');
  await fund(kit.t, { id: usd, companyId, currency: 'USD' }, '5000.00');
  const issued = await call(2, 'POST', '/api/card/issue', { binSetId, holderUserId: ownerId, name: 'XSS', count: 1 });
  expect(issued.status, issued.text).toBe(201);
  cardId = issued.body.data.cards[0].id;
}, 180_000);

const call = (role: RoleId, method: string, url: string, json?: unknown, headers?: Record<string, string>) =>
  kit.t.request(method, url, { token: tokens.get(role), json, headers });
const data = async (role: RoleId, url: string) => {
  const res = await call(role, 'GET', url);
  expect(res.status, `${url}: ${res.text}`).toBe(200);
  return res.body.data;
};
const money = (json: Record<string, unknown>) => ({ 'Idempotency-Key': newKey(), ...json }) as Record<string, string>;

/** A payment's description as the company's payment list returns it. */
async function paymentDescription(paymentId: number) {
  const list = await data(1, `/api/backoffice/company/${companyId}/balance/payment-list?perPage=200`);
  const payment = (list.records as { id: number; description: string | null }[]).find((p) => p.id === paymentId);
  expect(payment, `payment ${paymentId} in the list`).toBeDefined();
  return payment!.description;
}

/**
 * Writes `text` into the case's fields (one request), then answers what the API returns for each field. The
 * write's answer is passed on: some reads need the id it made.
 */
interface PlainCase {
  fields: string[];
  /** Names unique per table: the payload with a suffix, so this case's writes do not meet another case's. */
  unique?: true;
  write(text: string): Promise<TestResponse>;
  read(written: TestResponse): Promise<unknown[]>;
}

let referralId = 0;
let groupId = 0;
let tariffId = 0;
let editedBinSetId = 0;
let hashes = 0;
const tariffSettings = [{ amountFrom: '0', amountTo: null, fee: '1' }];

let buyerCardId = 0;
let askedId = 0;
let asks = 0;
/** A new pending request of the buyer's (a higher daily limit on their own card), for a decision to carry a text. */
async function askedRequest() {
  if (buyerCardId === 0) {
    const issued = await call(2, 'POST', '/api/card/issue', {
      binSetId,
      holderUserId: buyerId,
      name: 'Asks',
      count: 1,
    });
    expect(issued.status, issued.text).toBe(201);
    buyerCardId = issued.body.data.cards[0].id;
  }
  asks += 1;
  const body = { kind: 'card_limit', cardId: buyerCardId, limit: 'daily', amount: `${500 + asks}.00`, reason: 'Scale' };
  const asked = await call(4, 'POST', '/api/request', body);
  expect(asked.status, asked.text).toBe(201);
  askedId = asked.body.data.request.id;
  return askedId;
}

const CASES: PlainCase[] = [
  {
    fields: ['PATCH /user/{id} firstName', 'PATCH /user/{id} lastName', 'PATCH /user/{id} teamName'],
    write: (p) => call(2, 'PATCH', `/api/user/${buyerId}`, { firstName: p, lastName: p, teamName: p }),
    read: async () => {
      const user = await data(2, `/api/user/${buyerId}`);
      return [user.firstName, user.lastName, user.teamName];
    },
  },
  {
    fields: ['PATCH /user/profile firstName', 'PATCH /user/profile lastName'],
    write: (p) => call(4, 'PATCH', '/api/user/profile', { firstName: p, lastName: p }),
    read: async () => {
      const me = await data(4, '/api/user/me');
      return [me.firstName, me.lastName];
    },
  },
  {
    fields: ['POST /user/fill-profile firstName', 'POST /user/fill-profile lastName'],
    write: async (p) => {
      const owner = await ownerSession(kit.t, tokens.get(1)!);
      lastOwnerToken = owner.accessToken;
      return kit.t.request('POST', '/api/user/fill-profile', {
        token: owner.accessToken,
        json: { firstName: p, lastName: p, phone: `+4477009${String(100 + (hashes += 1)).padStart(5, '0')}` },
      });
    },
    read: async () => {
      const me = await kit.t.request('GET', '/api/user/me', { token: lastOwnerToken });
      return [me.body.data.firstName, me.body.data.lastName];
    },
  },
  {
    fields: ['POST /user/invite teamName'],
    write: (p) => call(2, 'POST', '/api/user/invite', { email: applicant('lead').email, role: 3, teamName: p }),
    read: async (written) => [(await data(2, `/api/user/${written.body.data.id}`)).teamName],
  },
  {
    fields: ['POST /company-invitation/{id}/approve companyName'],
    write: async (p) => {
      const registered = await register(kit.t);
      expect(registered.status, registered.text).toBe(200);
      return call(1, 'POST', `/api/company-invitation/${registered.body.data.userId}/approve`, { companyName: p });
    },
    read: async (written) => [(await data(1, `/api/backoffice/company/${written.body.data.companyId}`)).name],
  },
  {
    fields: ['PATCH /company/update/{id} name', 'PATCH /company/update/{id} externalId'],
    write: (p) => call(1, 'PATCH', `/api/company/update/${companyId}`, { name: p, externalId: p }),
    read: async () => {
      const company = await data(1, `/api/backoffice/company/${companyId}`);
      return [company.name, company.externalId];
    },
  },
  {
    fields: ['PATCH /backoffice/company/{id}/owner firstName', 'PATCH /backoffice/company/{id}/owner lastName'],
    write: (p) => call(1, 'PATCH', `/api/backoffice/company/${companyId}/owner`, { firstName: p, lastName: p }),
    read: async () => {
      const owner = await data(1, `/api/user/${ownerId}`);
      return [owner.firstName, owner.lastName];
    },
  },
  {
    fields: ['POST /company/referral name', 'POST /company/referral condition'],
    write: (p) =>
      call(1, 'POST', '/api/company/referral', {
        name: p,
        condition: p,
        freeTransferAmount: '1',
        freeTransferCount: '1',
      }),
    read: async (written) => referralRead(written.body.data.id),
  },
  {
    fields: ['PATCH /company/referral/{id} name', 'PATCH /company/referral/{id} condition'],
    write: async (p) => {
      if (!referralId) {
        const made = await call(1, 'POST', '/api/company/referral', {
          name: 'XSS referral',
          freeTransferAmount: '1',
          freeTransferCount: '1',
        });
        expect(made.status, made.text).toBeLessThan(300);
        referralId = made.body.data.id;
      }
      return call(1, 'PATCH', `/api/company/referral/${referralId}`, { name: p, condition: p });
    },
    read: () => referralRead(referralId),
  },
  {
    fields: ['POST /backoffice/group name'],
    write: async (p) => {
      const lead = await fixtures.company(kit.t);
      return call(1, 'POST', '/api/backoffice/group', { name: p, leadCompanyId: lead });
    },
    read: async (written) => [(await data(1, `/api/backoffice/group/${written.body.data.id}`)).name],
  },
  {
    fields: ['PATCH /backoffice/group/{id} name'],
    unique: true,
    write: async (p) => {
      if (!groupId) {
        const made = await call(1, 'POST', '/api/backoffice/group', {
          name: 'XSS group',
          leadCompanyId: await fixtures.company(kit.t),
        });
        expect(made.status, made.text).toBe(201);
        groupId = made.body.data.id;
      }
      return call(1, 'PATCH', `/api/backoffice/group/${groupId}`, { name: p });
    },
    read: async () => [(await data(1, `/api/backoffice/group/${groupId}`)).name],
  },
  {
    fields: ['POST /backoffice/settings/tariff-scales/create name'],
    write: (p) =>
      call(1, 'POST', '/api/backoffice/settings/tariff-scales/create', { name: p, settings: tariffSettings }),
    read: async (written) => [await tariffName(written.body.data.tariffScale.id)],
  },
  {
    fields: ['POST /backoffice/settings/tariff-scales/{id}/edit name'],
    unique: true,
    write: async (p) => {
      if (!tariffId) {
        const made = await call(1, 'POST', '/api/backoffice/settings/tariff-scales/create', {
          name: 'XSS scale',
          settings: tariffSettings,
        });
        expect(made.status, made.text).toBe(201);
        tariffId = made.body.data.tariffScale.id;
      }
      return call(1, 'POST', `/api/backoffice/settings/tariff-scales/${tariffId}/edit`, {
        name: p,
        settings: tariffSettings,
      });
    },
    read: async () => [await tariffName(tariffId)],
  },
  {
    fields: ['POST /backoffice/settings/bin-set/create name'],
    write: async (p) => {
      const res = await call(1, 'POST', '/api/backoffice/settings/bin-set/create', fixtures.binSet(p));
      return res;
    },
    read: async (written) => [await binSetName(written.body.data.binSet.id)],
  },
  {
    fields: ['PATCH /backoffice/settings/bin-set/{id}/edit name'],
    write: async (p) => {
      editedBinSetId ||= (await createBinSet(kit.t, tokens.get(1)!)).id;
      return call(1, 'PATCH', `/api/backoffice/settings/bin-set/${editedBinSetId}/edit`, { name: p });
    },
    read: async () => [await binSetName(editedBinSetId)],
  },
  {
    fields: ['POST /backoffice/settings/partner-button name'],
    write: (p) =>
      call(1, 'POST', '/api/backoffice/settings/partner-button', {
        ...DEFAULT_PARTNER_BUTTON,
        name: p,
        url: 'https://partner.example/offer',
      }),
    read: async () => [(await data(1, '/api/backoffice/settings/partner-button')).name],
  },
  {
    fields: ['PUT /backoffice/settings/social-links links[].label'],
    write: (p) =>
      call(1, 'PUT', '/api/backoffice/settings/social-links', {
        links: [{ kind: 'website', label: p, url: 'https://partner.example/social' }],
      }),
    // Read where clients see it: beside the partner button.
    read: async () => [
      ((await data(2, '/api/partner-button')).links as { role: string; label: string }[]).find(
        (link) => link.role === 'social',
      )?.label,
    ],
  },
  {
    fields: ['POST /card/issue name'],
    write: (p) => call(2, 'POST', '/api/card/issue', { binSetId, holderUserId: ownerId, name: p, count: 1 }),
    read: async (written) => [(await data(2, `/api/card/${written.body.data.cards[0].id}`)).name],
  },
  {
    fields: ['PATCH /card/{id}/name name'],
    write: (p) => call(2, 'PATCH', `/api/card/${cardId}/name`, { name: p }),
    read: async () => [(await data(2, `/api/card/${cardId}`)).name],
  },
  {
    fields: ['POST /backoffice/top-up/company/{id}/crypto description'],
    write: async (p) => {
      const usdt = await transitOf(kit.t, companyId, 'USDT');
      const hash = `0x${String((hashes += 1))
        .padStart(8, '0')
        .repeat(8)}`;
      const body = { hash, amount: '10.00', sourceId: 3, accountId: usdt, description: p };
      return call(1, 'POST', `/api/backoffice/top-up/company/${companyId}/crypto`, body, money({}));
    },
    read: async (written) => [await paymentDescription(written.body.data.id)],
  },
  {
    fields: ['POST /backoffice/top-up/company/{id}/fiat description'],
    write: (p) =>
      call(
        1,
        'POST',
        `/api/backoffice/top-up/company/${companyId}/fiat`,
        { amount: '10.00', sourceId: 2, description: p },
        money({}),
      ),
    read: async (written) => [await paymentDescription(written.body.data.id)],
  },
  {
    fields: ['POST /backoffice/company/withdrawal description'],
    write: (p) =>
      call(
        1,
        'POST',
        '/api/backoffice/company/withdrawal',
        { companyId, accountId: usd, amount: '1.00', description: p },
        money({}),
      ),
    read: async (written) => [await paymentDescription(written.body.data.id)],
  },
  {
    fields: ['POST /transfer description'],
    write: (p) =>
      call(
        2,
        'POST',
        '/api/transfer',
        { fromAccountId: usd, toAccountId: eur, amount: '5.00', description: p },
        money({}),
      ),
    read: async (written) => [await paymentDescription(written.body.data.id)],
  },
  {
    fields: ['POST /backoffice/top-up/company/{id}/init-transfer description'],
    write: (p) =>
      call(
        1,
        'POST',
        `/api/backoffice/top-up/company/${companyId}/init-transfer`,
        { fromAccountId: usd, toAccountId: eur, amount: '5.00', description: p },
        money({}),
      ),
    read: async (written) => [await paymentDescription(written.body.data.id)],
  },
  {
    fields: ['POST /request/{id}/approve comment'],
    write: async (p) => call(2, 'POST', `/api/request/${await askedRequest()}/approve`, { comment: p }),
    read: async () => [(await data(2, `/api/request/${askedId}`)).comment],
  },
  {
    fields: ['POST /request/{id}/decline comment'],
    write: async (p) => call(2, 'POST', `/api/request/${await askedRequest()}/decline`, { comment: p }),
    read: async () => [(await data(2, `/api/request/${askedId}`)).comment],
  },
  {
    fields: ['POST /request/bulk-decline comment'],
    write: async (p) => call(2, 'POST', '/api/request/bulk-decline', { ids: [await askedRequest()], comment: p }),
    read: async () => [(await data(2, `/api/request/${askedId}`)).comment],
  },
];
let lastOwnerToken = '';

async function referralRead(id: number) {
  const list = await data(1, '/api/company/referrals?perPage=200');
  const referral = (list.records ?? list).find((r: { id: number }) => r.id === id);
  expect(referral, `referral ${id}`).toBeDefined();
  return [referral.name, referral.condition];
}

async function tariffName(id: number) {
  const list = await data(1, '/api/backoffice/settings/tariff-scales/list?perPage=200');
  return (list.records ?? list).find((s: { id: number }) => s.id === id)?.name;
}

async function binSetName(id: number) {
  const list = await data(1, '/api/backoffice/settings/bin-set/list?perPage=200');
  return (list.records ?? list).find((s: { id: number }) => s.id === id)?.name;
}

describe('plain-text fields come back as the same text', () => {
  it.each(CASES.map((c) => [c.fields.join(', '), c] as const))('%s', async (_, c) => {
    let stored = 0;
    for (const attack of CORPUS) {
      const text = c.unique ? `${attack} (edited)` : attack;
      const res = await c.write(text);
      if (res.status === 400 || res.status === 422) continue;
      expect(res.status, `${text}: ${res.text}`).toBeLessThan(300);
      expect(await c.read(res), text).toEqual(c.fields.map(() => text));
      stored += 1;
    }
    // A field that refuses every payload would prove nothing here.
    expect(stored).toBeGreaterThan(0);
  });

  it('attacks every field the registry lists as plain text', () => {
    expect(CASES.flatMap((c) => c.fields).sort()).toEqual([...PLAIN_FIELDS].sort());
  });
});
