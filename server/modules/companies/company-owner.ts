import type { Context } from 'hono';
import type { z } from 'zod';
import type { ownerUpdate } from '@/src/contracts/companies';
import { apiMessage } from '@/src/contracts/api-messages';
import { isUniqueViolation } from '@/server/db/errors';
import { emailTakenByOther, findOwner, getCompanyRow, updateOwnerRow } from '@/server/db/queries/companies';
import { storeSecret } from '@/server/db/queries/one-time-secrets';
import { revokeUserSessions } from '@/server/db/queries/sessions';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import { audit, changedFields } from '@/server/http/audit';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { AUTH_HASH_TTL_SECONDS } from '@/server/modules/auth/auth.limits';
import { loginAsOwnerRefusal } from './company-actions';

const emailTaken = () => invalidField('email', apiMessage.emailTaken);

/**
 * Changes the owner's names or e-mail, with the audit record, in one transaction. A new e-mail is a new
 * sign-in identity: every session of the owner ends so whoever held the old address is signed out.
 */
export async function updateCompanyOwner(
  c: Context<AppEnv>,
  auth: AuthContext,
  companyId: number,
  body: z.output<typeof ownerUpdate>,
) {
  if (Object.keys(body).length === 0)
    throw new HttpError(422, apiMessage.nothingToChange, { body: [apiMessage.nothingToChange] });
  const { db, now } = c.var.deps;
  const changes = { ...body, ...(body.email !== undefined && { email: body.email.toLowerCase() }) };
  try {
    await db.transaction(async (tx) => {
      if (!(await getCompanyRow(tx, companyId, { lock: true }))) throw notFound();
      const owner = await findOwner(tx, companyId);
      if (!owner) throw notFound(apiMessage.companyHasNoOwner);
      if (
        changes.email !== undefined &&
        changes.email !== owner.email &&
        (await emailTakenByOther(tx, changes.email, owner.id))
      ) {
        throw emailTaken();
      }
      const diff = changedFields(owner, changes);
      if (!diff.changed) return;
      await updateOwnerRow(tx, owner.id, changes, now());
      if ('email' in diff.after) await revokeUserSessions(tx, [owner.id], 'owner-email-changed', now());
      await audit(tx, c, auth, {
        action: 'company.ownerUpdate',
        entityType: 'user',
        entityId: owner.id,
        companyId,
        before: diff.before,
        after: diff.after,
      });
    });
  } catch (error) {
    // Another request took the address between the check and the write.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
}

/**
 * A one-time sign-in hash for the owner, made exactly as auth/generate-auth-hash makes one for oneself; the
 * staff member opens /auth/hash/{hash}. Refused while the company is blocked, the owner is not active or
 * has no password yet (they could not sign in themself either). Recorded in the audit log.
 */
export async function loginAsCompanyOwner(c: Context<AppEnv>, auth: AuthContext, companyId: number) {
  const { db, now } = c.var.deps;
  const hash = randomToken();
  const expiresAt = new Date(now().getTime() + AUTH_HASH_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    const company = await getCompanyRow(tx, companyId);
    if (!company) throw notFound();
    const owner = await findOwner(tx, companyId);
    if (!owner) throw notFound(apiMessage.companyHasNoOwner);
    const refusal = loginAsOwnerRefusal(company, owner);
    if (refusal) throw new HttpError(422, refusal);
    await storeSecret(tx, { secretHash: sha256(hash), purpose: 'auth-hash', userId: owner.id, expiresAt });
    await audit(tx, c, auth, { action: 'company.loginAsOwner', entityType: 'user', entityId: owner.id, companyId });
  });
  return { hash, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}
