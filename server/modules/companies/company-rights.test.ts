import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, COMPANY_FIELD_RIGHTS, type ActionRight, type CompanyField, type RoleId } from '@/src/contracts/access';
import { auditEndpoints } from '@/src/contracts/audit';
import { companyEndpoints } from '@/src/contracts/companies';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { apiMessage } from '@/src/contracts/api-messages';
import { companies, legalEntities } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';

/**
 * The role-by-action matrix of the company page (spec 6), at the API. What each role may do is read from
 * src/contracts/access.ts (the endpoint's right, and for edits each field's right in COMPANY_FIELD_RIGHTS),
 * never re-typed here: the test proves the server enforces the table, whatever the table says.
 */
const t = useTestContext();
let target: number;
let legalEntityId: number;
const tokens = new Map<RoleId, string>();
const ROLES: RoleId[] = [1, 5, 6, 8, 2, 3, 4];

beforeAll(async () => {
  // Vantage Mobile: accepted, unblocked, with an active owner who has a password; no demo user belongs to it.
  target = (await t.db.select().from(companies).where(eq(companies.name, 'Vantage Mobile')))[0]!.id;
  legalEntityId = (await t.db.select().from(legalEntities))[1]!.id;
  for (const role of ROLES) tokens.set(role, (await t.sessionFor(role)).accessToken);
});

/** A value each editable field accepts; typed so that a new field in the table needs a sample here. */
const FIELD_SAMPLE: Record<CompanyField, () => unknown> = {
  name: () => 'Vantage Mobile Group',
  legalEntityId: () => legalEntityId,
  segment: () => 2,
  externalId: () => 'EXT-9',
  isGoogleMerchantRestrict: () => false,
  isTwitterMerchantRestrict: () => true,
  incomeFee: () => '2.75',
  conversionFee: () => '1.25',
  autoUpdateConversionFee: () => false,
  autoUpdateCardCount: () => true,
  isWireTopUpEnabled: () => true,
  cardsTotalAvailableCount: () => 300,
};

interface Case {
  action: string;
  spec: EndpointSpec;
  /** Every right the call needs: the endpoint's, plus a field's for edits. */
  rights: ActionRight[];
  url: () => string;
  json?: () => unknown;
  /** What a role that is let in gets (the accept/decline of an accepted company is a 409, not a refusal). */
  ok: number;
}

const endpointCase = (action: string, spec: EndpointSpec, url: () => string, json?: () => unknown, ok = 200): Case => ({
  action,
  spec,
  rights: [spec.access as ActionRight],
  url,
  json,
  ok,
});

const CASES: Case[] = [
  endpointCase('list', companyEndpoints.listCompanies, () => '/api/company?status=2&segment=3&sort=name'),
  endpointCase('search', companyEndpoints.searchCompanies, () => '/api/company/search?query=van'),
  endpointCase('view', companyEndpoints.getCompany, () => `/api/backoffice/company/${target}`),
  endpointCase('legal entities', companyEndpoints.legalEntityList, () => '/api/backoffice/legal-entity/list'),
  ...(Object.keys(COMPANY_FIELD_RIGHTS) as CompanyField[]).map((field): Case => ({
    action: `edit ${field}`,
    spec: companyEndpoints.updateCompany,
    rights: [companyEndpoints.updateCompany.access, COMPANY_FIELD_RIGHTS[field]],
    url: () => `/api/company/update/${target}`,
    json: () => ({ [field]: FIELD_SAMPLE[field]() }),
    ok: 200,
  })),
  endpointCase('fee history', companyEndpoints.companyFeeHistory, () => `/api/company/${target}/fee-history`),
  endpointCase(
    'login as owner',
    companyEndpoints.loginAsOwner,
    () => `/api/backoffice/company/${target}/login-as-owner`,
  ),
  endpointCase(
    'accept',
    companyEndpoints.acceptCompany,
    () => `/api/backoffice/company/${target}/accept`,
    undefined,
    409,
  ),
  endpointCase(
    'decline',
    companyEndpoints.declineCompany,
    () => `/api/backoffice/company/${target}/decline`,
    undefined,
    409,
  ),
  endpointCase(
    'edit owner',
    companyEndpoints.updateOwner,
    () => `/api/backoffice/company/${target}/owner`,
    () => ({ lastName: 'Haddad-Novak' }),
  ),
  endpointCase(
    'reset session',
    companyEndpoints.resetCompanySessions,
    () => '/api/company/reset-session',
    () => ({ companyId: target }),
  ),
  endpointCase(
    'block',
    companyEndpoints.blockCompany,
    () => '/api/company/block',
    () => ({ companyId: target }),
  ),
  endpointCase(
    'unblock',
    companyEndpoints.unblockCompany,
    () => '/api/company/unblock',
    () => ({ companyId: target }),
  ),
  endpointCase('audit log', auditEndpoints.companyAuditLog, () => `/api/backoffice/company/${target}/audit-log`),
];

describe('the company page: every role, every action, as src/contracts/access.ts says', () => {
  it('covers every endpoint of companies and the audit log', () => {
    const covered = new Set(CASES.map((c) => c.spec));
    for (const spec of [...Object.values(companyEndpoints), ...Object.values(auditEndpoints)]) {
      expect(covered.has(spec), `${spec.method} ${spec.path}`).toBe(true);
    }
  });

  it.each(CASES.map((c) => [c.action, c] as const))('%s', async (_, testCase) => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      const allowed = testCase.rights.every((right) => can(role, right));
      const res = await t.request(testCase.spec.method.toUpperCase(), testCase.url(), {
        token: tokens.get(role),
        json: testCase.json?.(),
      });
      const said = `role ${role} got ${res.status} ${res.body?.message ?? ''}`;
      if (allowed && res.status !== testCase.ok)
        wrong.push(`${said}: expected ${testCase.ok} (${testCase.rights.join(' + ')})`);
      if (!allowed && res.status !== 403) wrong.push(`${said}: expected 403 (${testCase.rights.join(' + ')})`);
      // A role that reaches the endpoint but not the field is told which field.
      if (
        !allowed &&
        can(role, testCase.spec.access as ActionRight) &&
        res.body?.message !== apiMessage.fieldForbidden(testCase.action.replace('edit ', ''))
      ) {
        wrong.push(`${said}: expected the refused field to be named`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
