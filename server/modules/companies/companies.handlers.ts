import { FEE_TYPE_LABEL, type companyEndpoints } from '@/src/contracts/companies';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  getCompanyDetail,
  getCompanyRow,
  listCompanies,
  listFeeHistory,
  listLegalEntities,
  searchCompanies,
} from '@/server/db/queries/companies';
import { can } from '@/src/contracts/access';
import type { Db } from '@/server/db/client';
import type { AuthContext } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { companyActions, runCompanyActionAnswering } from './company-actions';
import { loginAsCompanyOwner, updateCompanyOwner } from './company-owner';
import { updateCompanyFields } from './company-update';
import { companiesDeclineFigures } from '@/server/modules/card-analytics/company-declines';
import { toCompanyFull, toCompanyListItem, toCompanySearchItem } from './company-view';
import { pageMeta } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

/** The company page's data, or 404 for an unknown id; its balances only for a caller with company.balances. */
async function companyFull(db: Db, id: number, auth: AuthContext) {
  const detail = await getCompanyDetail(db, id);
  if (!detail) throw notFound();
  return toCompanyFull(detail, can(auth.role, 'company.balances'));
}

export const companiesHandlers: Handlers<typeof companyEndpoints> = {
  async listCompanies({ query, c }) {
    const { records, totalCount } = await listCompanies(c.var.deps.db, {
      search: query.search || undefined,
      status: query.status,
      segment: query.segment,
      blocked: query.blocked === undefined ? undefined : query.blocked === '1',
      withDebt: query.withDebt === undefined ? undefined : query.withDebt === '1',
      groupId: query.groupId,
      sort: query.sort,
      order: query.order,
      page: query.page,
      perPage: query.perPage,
    });
    const declines = await companiesDeclineFigures(
      c,
      records.map((r) => r.company.id),
    );
    return {
      meta: pageMeta(query, totalCount),
      records: records.map(({ company, leadCompanyId, ...money }) =>
        toCompanyListItem(company, leadCompanyId, money, declines.get(company.id)),
      ),
    };
  },

  async searchCompanies({ query, c }) {
    const rows = await searchCompanies(c.var.deps.db, {
      query: query.query || undefined,
      withoutGroup: query.withoutGroup === '1',
    });
    return rows.map(({ company, legalEntity }) => toCompanySearchItem(company, legalEntity));
  },

  getCompany({ params, auth, c }) {
    return companyFull(c.var.deps.db, params.id, auth);
  },

  async updateCompany({ params, body, auth, c }) {
    await updateCompanyFields(c, auth, params.id, body);
    return companyFull(c.var.deps.db, params.id, auth);
  },

  blockCompany: ({ body, auth, c }) =>
    runCompanyActionAnswering(c, auth, body.companyId, companyActions.block, apiMessage.companyBlockedByStaff),

  unblockCompany: ({ body, auth, c }) =>
    runCompanyActionAnswering(c, auth, body.companyId, companyActions.unblock, apiMessage.companyUnblocked),

  resetCompanySessions: ({ body, auth, c }) =>
    runCompanyActionAnswering(c, auth, body.companyId, companyActions.resetSession, apiMessage.companySessionsReset),

  acceptCompany: ({ params, auth, c }) =>
    runCompanyActionAnswering(c, auth, params.id, companyActions.accept, apiMessage.companyAccepted),

  declineCompany: ({ params, auth, c }) =>
    runCompanyActionAnswering(c, auth, params.id, companyActions.decline, apiMessage.companyDeclined),

  async updateOwner({ params, body, auth, c }) {
    await updateCompanyOwner(c, auth, params.id, body);
    return companyFull(c.var.deps.db, params.id, auth);
  },

  loginAsOwner({ params, auth, c }) {
    return loginAsCompanyOwner(c, auth, params.id);
  },

  async companyFeeHistory({ params, query, c }) {
    const { db } = c.var.deps;
    if (!(await getCompanyRow(db, params.id))) throw notFound();
    const rows = await listFeeHistory(db, params.id, query.type);
    return {
      records: rows.map(({ record, user }) => ({
        id: record.id,
        fee: record.fee,
        oldFee: record.oldFee,
        type: {
          value: record.type as keyof typeof FEE_TYPE_LABEL,
          description: FEE_TYPE_LABEL[record.type as keyof typeof FEE_TYPE_LABEL],
        },
        autoUpdate: record.autoUpdate,
        date: specDate(record.createdAt),
        user,
      })),
    };
  },

  legalEntityList({ c }) {
    return listLegalEntities(c.var.deps.db);
  },
};
