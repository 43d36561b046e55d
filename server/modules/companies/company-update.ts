import type { Context } from 'hono';
import type { z } from 'zod';
import { can, COMPANY_FIELD_RIGHTS, type CompanyField } from '@/src/contracts/access';
import type { companyUpdate } from '@/src/contracts/companies';
import { validation } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  appendFeeHistory,
  getCompanyRow,
  legalEntityExists,
  updateCompanyRow,
  type CompanyRow,
  type FeeChange,
} from '@/server/db/queries/companies';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import { audit, changedFields } from '@/server/http/audit';

const pick = (row: CompanyRow, keys: CompanyField[]) => Object.fromEntries(keys.map((key) => [key, row[key]]));

/**
 * Every field of the body must be one the caller's role may change (COMPANY_FIELD_RIGHTS): role 5 may
 * rename a company but not touch its conversion fee. A body naming any refused field changes nothing.
 */
export function assertFieldRights(auth: AuthContext, keys: CompanyField[]) {
  if (keys.length === 0) throw new HttpError(422, apiMessage.nothingToChange, { body: [apiMessage.nothingToChange] });
  const refused = keys.filter((key) => !can(auth.role, COMPANY_FIELD_RIGHTS[key]));
  if (refused.length > 0) {
    const errors = Object.fromEntries(refused.map((key) => [key, [apiMessage.fieldForbidden(key)]]));
    throw new HttpError(403, apiMessage.fieldForbidden(refused.join(', ')), errors);
  }
}

/** Fee-history records for what actually changed: the service fee, and the conversion fee or its auto-update. */
function feeChanges(before: CompanyRow, after: CompanyRow, userId: number): FeeChange[] {
  const rows: FeeChange[] = [];
  if (before.incomeFee !== after.incomeFee) {
    rows.push({
      companyId: after.id,
      type: 'income',
      oldFee: before.incomeFee,
      fee: after.incomeFee,
      autoUpdate: false,
      userId,
    });
  }
  if (
    before.conversionFee !== after.conversionFee ||
    before.autoUpdateConversionFee !== after.autoUpdateConversionFee
  ) {
    rows.push({
      companyId: after.id,
      type: 'conversion',
      oldFee: before.conversionFee,
      fee: after.conversionFee,
      autoUpdate: after.autoUpdateConversionFee,
      userId,
    });
  }
  return rows;
}

/**
 * Changes the company's fields, writes the fee history and the audit record in one transaction. The row is
 * locked first so two staff editing at once each see the other's result as their "before".
 */
export async function updateCompanyFields(
  c: Context<AppEnv>,
  auth: AuthContext,
  id: number,
  body: z.output<typeof companyUpdate>,
) {
  const keys = Object.keys(body) as CompanyField[];
  assertFieldRights(auth, keys);
  const { db, now } = c.var.deps;
  if (body.legalEntityId != null && !(await legalEntityExists(db, body.legalEntityId))) {
    throw invalidField('legalEntityId', validation.notValid);
  }
  await db.transaction(async (tx) => {
    const before = await getCompanyRow(tx, id, { lock: true });
    if (!before) throw notFound();
    const after = await updateCompanyRow(tx, id, body, now());
    const diff = changedFields(pick(before, keys), pick(after, keys));
    if (!diff.changed) return;
    await appendFeeHistory(tx, feeChanges(before, after, auth.userId));
    await audit(tx, c, auth, {
      action: 'company.update',
      entityType: 'company',
      entityId: id,
      companyId: id,
      before: diff.before,
      after: diff.after,
    });
  });
}
