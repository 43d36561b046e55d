import type { Context } from 'hono';
import type { AuditAction } from '@/src/contracts/audit';
import { COMPANY_STATUS } from '@/src/contracts/companies';
import { apiMessage } from '@/src/contracts/api-messages';
import { USER_STATUS } from '@/src/contracts/users';
import type { Db } from '@/server/db/client';
import { getCompanyRow, updateCompanyRow, type CompanyChanges, type CompanyRow } from '@/server/db/queries/companies';
import { revokeCompanySessions } from '@/server/db/queries/sessions';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, notFound } from '@/server/http/errors';
import { audit } from '@/server/http/audit';

interface Step {
  action: AuditAction;
  /** What to set on the company; nothing for an action that only ends sessions. */
  changes?: CompanyChanges;
  /** Why every session of the company's users ends, when they do. */
  revokeReason?: string;
  /** Refuses the action for the company as it is now (checked under the row lock). */
  guard?: (company: CompanyRow) => void;
}

/**
 * One staff action on a company, in one transaction: the row is locked, checked, changed, its users'
 * sessions end when the action says so, and the audit record is written — all of it or nothing. An
 * unknown company is 404. Ended sessions take effect on the users' very next request (the session check
 * reads the database, and the session cache is told by the database's change feed).
 */
async function runCompanyAction(c: Context<AppEnv>, auth: AuthContext, companyId: number, step: Step) {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx: Db) => {
    const before = await getCompanyRow(tx, companyId, { lock: true });
    if (!before) throw notFound();
    step.guard?.(before);
    const after = step.changes ? await updateCompanyRow(tx, companyId, step.changes, now()) : before;
    if (step.revokeReason) await revokeCompanySessions(tx, companyId, step.revokeReason, now());
    const keys = Object.keys(step.changes ?? {}) as (keyof CompanyRow)[];
    await audit(tx, c, auth, {
      action: step.action,
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, before[key]])) : null,
      after: keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, after[key]])) : null,
    });
  });
}

/** Runs `step` on the company and answers `message`: the staff actions whose whole answer is what they did. */
export async function runCompanyActionAnswering(
  c: Context<AppEnv>,
  auth: AuthContext,
  companyId: number,
  step: Step,
  message: string,
) {
  await runCompanyAction(c, auth, companyId, step);
  return { message };
}

const underReview = (company: CompanyRow) => {
  if (company.status !== COMPANY_STATUS.review) throw new HttpError(409, apiMessage.companyNotUnderReview);
};

export const companyActions = {
  block: { action: 'company.block', changes: { isBlocked: true }, revokeReason: 'company-blocked' },
  unblock: { action: 'company.unblock', changes: { isBlocked: false } },
  resetSession: { action: 'company.resetSession', revokeReason: 'company-reset-session' },
  accept: { action: 'company.accept', changes: { status: COMPANY_STATUS.accepted }, guard: underReview },
  decline: {
    action: 'company.decline',
    changes: { status: COMPANY_STATUS.declined, isBlocked: true },
    revokeReason: 'company-declined',
    guard: underReview,
  },
} satisfies Record<string, Step>;

/** Why staff may not sign in as this owner now, or null when they may. */
export function loginAsOwnerRefusal(
  company: CompanyRow,
  owner: { status: number; passwordHash: string | null },
): string | null {
  if (company.isBlocked) return apiMessage.companyBlockedUnblockFirst;
  if (owner.status !== USER_STATUS.active) return apiMessage.ownerNotActive;
  if (!owner.passwordHash) return apiMessage.ownerWithoutPassword;
  return null;
}
