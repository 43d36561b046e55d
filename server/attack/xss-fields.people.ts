import { expect } from 'vitest';
import { applicant, register } from '@/server/test-support/onboarding';
import { ownerSession, type PlainCase, type PlainFieldWorld } from './xss-fields.support';

/** The people and company fields (users, profiles, invitations, companies and their owners). */
export function peopleCases(w: PlainFieldWorld): PlainCase[] {
  let lastOwnerToken = '';
  let hashes = 0;
  return [
    {
      fields: ['PATCH /user/{id} firstName', 'PATCH /user/{id} lastName', 'PATCH /user/{id} teamName'],
      write: (p) => w.call(2, 'PATCH', `/api/user/${w.buyerId}`, { firstName: p, lastName: p, teamName: p }),
      read: async () => {
        const user = await w.data(2, `/api/user/${w.buyerId}`);
        return [user.firstName, user.lastName, user.teamName];
      },
    },
    {
      fields: ['PATCH /user/profile firstName', 'PATCH /user/profile lastName'],
      write: (p) => w.call(4, 'PATCH', '/api/user/profile', { firstName: p, lastName: p }),
      read: async () => {
        const me = await w.data(4, '/api/user/me');
        return [me.firstName, me.lastName];
      },
    },
    {
      fields: ['POST /user/fill-profile firstName', 'POST /user/fill-profile lastName'],
      write: async (p) => {
        const owner = await ownerSession(w.kit.t, w.token(1));
        lastOwnerToken = owner.accessToken;
        return w.kit.t.request('POST', '/api/user/fill-profile', {
          token: owner.accessToken,
          json: { firstName: p, lastName: p, phone: `+4477009${String(100 + (hashes += 1)).padStart(5, '0')}` },
        });
      },
      read: async () => {
        const me = await w.kit.t.request('GET', '/api/user/me', { token: lastOwnerToken });
        return [me.body.data.firstName, me.body.data.lastName];
      },
    },
    {
      fields: ['POST /user/invite teamName'],
      write: (p) => w.call(2, 'POST', '/api/user/invite', { email: applicant('lead').email, role: 3, teamName: p }),
      read: async (written) => [(await w.data(2, `/api/user/${written.body.data.id}`)).teamName],
    },
    {
      fields: ['POST /company-invitation/{id}/approve companyName'],
      write: async (p) => {
        const registered = await register(w.kit.t);
        expect(registered.status, registered.text).toBe(200);
        return w.call(1, 'POST', `/api/company-invitation/${registered.body.data.userId}/approve`, { companyName: p });
      },
      read: async (written) => [(await w.data(1, `/api/backoffice/company/${written.body.data.companyId}`)).name],
    },
    {
      fields: ['PATCH /company/update/{id} name', 'PATCH /company/update/{id} externalId'],
      write: (p) => w.call(1, 'PATCH', `/api/company/update/${w.companyId}`, { name: p, externalId: p }),
      read: async () => {
        const company = await w.data(1, `/api/backoffice/company/${w.companyId}`);
        return [company.name, company.externalId];
      },
    },
    {
      fields: ['PATCH /backoffice/company/{id}/owner firstName', 'PATCH /backoffice/company/{id}/owner lastName'],
      write: (p) => w.call(1, 'PATCH', `/api/backoffice/company/${w.companyId}/owner`, { firstName: p, lastName: p }),
      read: async () => {
        const owner = await w.data(1, `/api/user/${w.ownerId}`);
        return [owner.firstName, owner.lastName];
      },
    },
  ];
}
