import type { Context } from 'hono';
import type { binSetEndpoints } from '@/src/contracts/bin-sets';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import {
  binSetsByIds,
  binSetsHeldBy,
  closeBinAccount,
  companyBinSets,
  lockOpenBinAccount,
  openBinAccountFor,
  type BinSetRow,
} from '@/server/db/queries/bin-sets';
import { getCompanyRow } from '@/server/db/queries/companies';
import { getGroup, lockCompanies, lockGroup, memberIds } from '@/server/db/queries/groups';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { formatMinor } from '@/server/ledger/amounts';
import { toBinSet } from './bin-set-view';

type AssignmentHandlers = Pick<
  Handlers<typeof binSetEndpoints>,
  | 'companyBinSetList'
  | 'addCompanyBinSets'
  | 'removeCompanyBinSets'
  | 'groupBinSetList'
  | 'addGroupBinSets'
  | 'removeGroupBinSets'
>;

type Company = { id: number; name: string };
type Change = { tx: Db; c: Context<AppEnv>; auth: AuthContext; sets: BinSetRow[]; now: Date; groupId?: number };
type AccountChange = { binSetId: number; bin: string; accountId: number };

/** The company's audit record of the BIN accounts a change opened (after) or closed (before), when any. */
async function auditAccounts(
  company: Company,
  { tx, c, auth, groupId }: Change,
  action: 'company.binSetAdd' | 'company.binSetRemove',
  binSets: AccountChange[],
) {
  if (binSets.length === 0) return;
  const accounts = { binSets, groupId };
  await audit(tx, c, auth, {
    action,
    entityType: 'company',
    entityId: company.id,
    companyId: company.id,
    ...(action === 'company.binSetAdd' ? { after: accounts } : { before: accounts }),
  });
}

/** Every id must name a BIN set: an unknown one is a 422 on binSetIds naming it, and nothing changes. */
async function setsOf(tx: Db, ids: number[]) {
  const wanted = [...new Set(ids)];
  const sets = await binSetsByIds(tx, wanted);
  const missing = wanted.find((id) => !sets.some((s) => s.id === id));
  if (missing !== undefined) throw invalidField('binSetIds', apiMessage.binSetUnknown(missing));
  return sets;
}

/** Opens the company's BIN account for each set it does not hold yet (held ones are left as they are). */
async function assign(company: Company, change: Change) {
  const { tx, sets, now } = change;
  const opened: AccountChange[] = [];
  for (const set of sets) {
    const accountId = await openBinAccountFor(tx, company.id, set, now);
    if (accountId !== null) opened.push({ binSetId: set.id, bin: set.bin, accountId });
  }
  await auditAccounts(company, change, 'company.binSetAdd', opened);
}

/**
 * Closes the company's BIN account of each set. An account still holding money (balance or hold) stops
 * the whole request with a 422: the caller's transaction rolls back, so nothing changes anywhere.
 */
async function unassign(company: Company, change: Change, label: (account: string) => string) {
  const { tx, sets, now } = change;
  const closed: AccountChange[] = [];
  for (const set of sets) {
    const account = await lockOpenBinAccount(tx, company.id, set.id);
    if (!account) continue;
    if (account.balance !== 0n || account.hold !== 0n)
      throw invalidField('binSetIds', apiMessage.binAccountHasMoney(label(account.name)));
    await closeBinAccount(tx, account.id, now);
    closed.push({ binSetId: set.id, bin: set.bin, accountId: account.id });
  }
  await auditAccounts(company, change, 'company.binSetRemove', closed);
}

async function forCompany(c: Context<AppEnv>, companyId: number, work: (tx: Db, company: Company) => Promise<void>) {
  await c.var.deps.db.transaction(async (tx) => {
    const company = await getCompanyRow(tx, companyId, { lock: true });
    if (!company) throw notFound();
    await work(tx, company);
  });
}

/** Every member company, locked in id order (as group membership changes lock them), all or nothing. */
async function forGroup(c: Context<AppEnv>, groupId: number, work: (tx: Db, members: Company[]) => Promise<void>) {
  await c.var.deps.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw notFound();
    const members = await lockCompanies(tx, await memberIds(tx, groupId));
    if (members.length === 0) throw new HttpError(422, apiMessage.groupHasNoCompanies);
    await work(tx, members);
  });
}

/** BIN sets per company and per group (spec 2.3 company bin-sets, groups add/delete-bin-sets). */
export const binSetAssignmentHandlers: AssignmentHandlers = {
  async companyBinSetList({ params, c }) {
    const db = c.var.deps.db;
    if (!(await getCompanyRow(db, params.id))) throw notFound();
    const rows = await companyBinSets(db, params.id);
    return rows.map((row) => ({
      ...toBinSet(row),
      account: {
        id: row.account.id,
        name: row.account.name,
        balance: formatMinor(row.account.balance, row.set.currency),
        hold: formatMinor(row.account.hold, row.set.currency),
      },
    }));
  },

  async addCompanyBinSets({ params, body, auth, c }) {
    await forCompany(c, params.id, async (tx, company) => {
      await assign(company, { tx, c, auth, sets: await setsOf(tx, body.binSetIds), now: c.var.deps.now() });
    });
    return { message: apiMessage.binSetsAdded };
  },

  async removeCompanyBinSets({ params, body, auth, c }) {
    await forCompany(c, params.id, async (tx, company) => {
      await unassign(
        company,
        { tx, c, auth, sets: await setsOf(tx, body.binSetIds), now: c.var.deps.now() },
        (name) => name,
      );
    });
    return { message: apiMessage.binSetsRemoved };
  },

  async groupBinSetList({ params, c }) {
    const db = c.var.deps.db;
    if (!(await getGroup(db, params.id))) throw notFound();
    const members = await memberIds(db, params.id);
    const rows = await binSetsHeldBy(db, members);
    return {
      membersCount: members.length,
      records: rows.map((row) => ({ ...toBinSet(row), companiesCount: row.companiesCount })),
    };
  },

  async addGroupBinSets({ params, body, auth, c }) {
    await forGroup(c, params.id, async (tx, members) => {
      const sets = await setsOf(tx, body.binSetIds);
      for (const company of members)
        await assign(company, { tx, c, auth, sets, now: c.var.deps.now(), groupId: params.id });
    });
    return { message: apiMessage.binSetsAdded };
  },

  async removeGroupBinSets({ params, body, auth, c }) {
    await forGroup(c, params.id, async (tx, members) => {
      const sets = await setsOf(tx, body.binSetIds);
      for (const company of members) {
        await unassign(
          company,
          { tx, c, auth, sets, now: c.var.deps.now(), groupId: params.id },
          (name) => `${name} of ${company.name}`,
        );
      }
    });
    return { message: apiMessage.binSetsRemoved };
  },
};
