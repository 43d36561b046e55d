import { expect } from 'vitest';
import { DEFAULT_PARTNER_BUTTON } from '@/src/contracts/partners';
import { createBinSet } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { fixtures, type PlainCase, type PlainFieldWorld } from './xss-fields.support';

/** The settings fields (referral programmes, groups, tariff scales, BIN sets, the partner button and links). */
export function settingsCases(w: PlainFieldWorld): PlainCase[] {
  let referralId = 0;
  let groupId = 0;
  let tariffId = 0;
  let editedBinSetId = 0;
  const tariffSettings = [{ amountFrom: '0', amountTo: null, fee: '1' }];

  async function referralRead(id: number) {
    const list = await w.data(1, '/api/company/referrals?perPage=200');
    const referral = (list.records ?? list).find((r: { id: number }) => r.id === id);
    expect(referral, `referral ${id}`).toBeDefined();
    return [referral.name, referral.condition];
  }
  async function tariffName(id: number) {
    const list = await w.data(1, '/api/backoffice/settings/tariff-scales/list?perPage=200');
    return (list.records ?? list).find((s: { id: number }) => s.id === id)?.name;
  }
  async function binSetName(id: number) {
    const list = await w.data(1, '/api/backoffice/settings/bin-set/list?perPage=200');
    return (list.records ?? list).find((s: { id: number }) => s.id === id)?.name;
  }

  return [
    {
      fields: ['POST /company/referral name', 'POST /company/referral condition'],
      write: (p) =>
        w.call(1, 'POST', '/api/company/referral', {
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
          const made = await w.call(1, 'POST', '/api/company/referral', {
            name: 'XSS referral',
            freeTransferAmount: '1',
            freeTransferCount: '1',
          });
          expect(made.status, made.text).toBeLessThan(300);
          referralId = made.body.data.id;
        }
        return w.call(1, 'PATCH', `/api/company/referral/${referralId}`, { name: p, condition: p });
      },
      read: () => referralRead(referralId),
    },
    {
      fields: ['POST /backoffice/group name'],
      write: async (p) => {
        const lead = await fixtures.company(w.kit.t);
        return w.call(1, 'POST', '/api/backoffice/group', { name: p, leadCompanyId: lead });
      },
      read: async (written) => [(await w.data(1, `/api/backoffice/group/${written.body.data.id}`)).name],
    },
    {
      fields: ['PATCH /backoffice/group/{id} name'],
      unique: true,
      write: async (p) => {
        if (!groupId) {
          const made = await w.call(1, 'POST', '/api/backoffice/group', {
            name: 'XSS group',
            leadCompanyId: await fixtures.company(w.kit.t),
          });
          expect(made.status, made.text).toBe(201);
          groupId = made.body.data.id;
        }
        return w.call(1, 'PATCH', `/api/backoffice/group/${groupId}`, { name: p });
      },
      read: async () => [(await w.data(1, `/api/backoffice/group/${groupId}`)).name],
    },
    {
      fields: ['POST /backoffice/settings/tariff-scales/create name'],
      write: (p) =>
        w.call(1, 'POST', '/api/backoffice/settings/tariff-scales/create', { name: p, settings: tariffSettings }),
      read: async (written) => [await tariffName(written.body.data.tariffScale.id)],
    },
    {
      fields: ['POST /backoffice/settings/tariff-scales/{id}/edit name'],
      unique: true,
      write: async (p) => {
        if (!tariffId) {
          const made = await w.call(1, 'POST', '/api/backoffice/settings/tariff-scales/create', {
            name: 'XSS scale',
            settings: tariffSettings,
          });
          expect(made.status, made.text).toBe(201);
          tariffId = made.body.data.tariffScale.id;
        }
        return w.call(1, 'POST', `/api/backoffice/settings/tariff-scales/${tariffId}/edit`, {
          name: p,
          settings: tariffSettings,
        });
      },
      read: async () => [await tariffName(tariffId)],
    },
    {
      fields: ['POST /backoffice/settings/bin-set/create name'],
      write: async (p) => {
        const res = await w.call(1, 'POST', '/api/backoffice/settings/bin-set/create', fixtures.binSet(p));
        return res;
      },
      read: async (written) => [await binSetName(written.body.data.binSet.id)],
    },
    {
      fields: ['PATCH /backoffice/settings/bin-set/{id}/edit name'],
      write: async (p) => {
        editedBinSetId ||= (await createBinSet(w.kit.t, w.token(1))).id;
        return w.call(1, 'PATCH', `/api/backoffice/settings/bin-set/${editedBinSetId}/edit`, { name: p });
      },
      read: async () => [await binSetName(editedBinSetId)],
    },
    {
      fields: ['POST /backoffice/settings/partner-button name'],
      write: (p) =>
        w.call(1, 'POST', '/api/backoffice/settings/partner-button', {
          ...DEFAULT_PARTNER_BUTTON,
          name: p,
          url: 'https://partner.example/offer',
        }),
      read: async () => [(await w.data(1, '/api/backoffice/settings/partner-button')).name],
    },
    {
      fields: ['PUT /backoffice/settings/social-links links[].label'],
      write: (p) =>
        w.call(1, 'PUT', '/api/backoffice/settings/social-links', {
          links: [{ kind: 'website', label: p, url: 'https://partner.example/social' }],
        }),
      // Read where clients see it: beside the partner button.
      read: async () => [
        ((await w.data(2, '/api/partner-button')).links as { role: string; label: string }[]).find(
          (link) => link.role === 'social',
        )?.label,
      ],
    },
  ];
}
