import type { Referral, referralEndpoints } from '@/src/contracts/referrals';
import { createReferral, listReferrals, updateReferral, type ReferralRow } from '@/server/db/queries/referrals';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { pageMeta } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

const toReferral = (row: ReferralRow): Referral => ({
  id: row.id,
  name: row.name,
  referral: row.referralHash,
  condition: row.condition,
  freeTransferAmount: row.freeTransferAmount,
  freeTransferCount: row.freeTransferCount,
  companyId: row.companyId,
  createdAt: specDate(row.createdAt),
});

export const referralHandlers: Handlers<typeof referralEndpoints> = {
  async listReferrals({ query, c }) {
    const onlyThirdParty = query.onlyThirdParty === '1' || query.onlyThirdParty === 'true';
    const { records, totalCount } = await listReferrals(c.var.deps.db, {
      onlyThirdParty,
      page: query.page,
      perPage: query.perPage,
    });
    return {
      meta: pageMeta(query, totalCount),
      records: records.map(toReferral),
    };
  },

  async createReferral({ body, c }) {
    return toReferral(await createReferral(c.var.deps.db, body));
  },

  async updateReferral({ params, body, c }) {
    const row = await updateReferral(c.var.deps.db, params.id, body, c.var.deps.now());
    if (!row) throw notFound();
    return toReferral(row);
  },
};
