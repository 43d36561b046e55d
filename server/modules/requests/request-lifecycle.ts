import type { z } from 'zod';
import { apiMessage } from '@/src/contracts/api-messages';
import type { createRequestBody, RequestPayload } from '@/src/contracts/requests';
import { REQUEST_EXPIRY_HOURS_DEFAULT } from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import { appendAudit } from '@/server/db/queries/audit';
import {
  finishRequest,
  insertRequest,
  lockExpired,
  lockRequest,
  pendingOfTarget,
  type RequestRow,
} from '@/server/db/queries/requests';
import type { AuthContext } from '@/server/lib/caller';
import { every } from '@/server/jobs/recurring';
import { HttpError, notFound } from '@/server/http/errors';
import { alreadyDecided } from './decide';
import { decidersOf } from './request-authority';
import { requestCreatedEvents, requestDecidedEvents } from './request-notify';
import { resolveRequest } from './request-targets';
import { nameOf } from './request-view';

/**
 * Makes a pending request and tells its deciders, in one transaction; a pending request of the same kind
 * and target (this one's twin arriving at the same moment included: the partial unique index) is answered
 * instead, untouched.
 */
export async function createRequest(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createRequestBody>,
  now: Date,
  ip: string | null,
): Promise<{ id: number; duplicate: boolean }> {
  const { reason, expiresInHours, ...asked } = body;
  const resolved = await resolveRequest(db, auth, asked as RequestPayload);
  const companyId = auth.companyId!;
  const existing = await pendingOfTarget(db, companyId, asked.kind, resolved.target);
  if (existing !== null) return { id: existing, duplicate: true };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const hours = expiresInHours ?? REQUEST_EXPIRY_HOURS_DEFAULT;
    const id = await insertRequest(tx, {
      companyId,
      requesterId: auth.userId,
      subjectUserId: resolved.subjectUserId,
      kind: asked.kind,
      target: resolved.target,
      payload: resolved.payload,
      amount: resolved.amount,
      currency: resolved.currency,
      reason,
      status: 'pending',
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
      createdAt: now,
    });
    if (id === null) {
      const twin = await pendingOfTarget(tx, companyId, asked.kind, resolved.target);
      if (twin === null) throw alreadyDecided();
      return { id: twin, duplicate: true };
    }
    const request = (await lockRequest(tx, id))!;
    await appendAudit(tx, {
      actorId: auth.userId,
      actorRole: auth.role,
      action: 'request.create',
      entityType: 'company',
      entityId: companyId,
      companyId,
      after: { requestId: id, kind: asked.kind, channel: 'portal', payload: resolved.payload },
      ip,
    });
    await requestCreatedEvents(tx, request, nameOf(auth.user), await decidersOf(tx, request));
    return { id, duplicate: false };
  });
}

/** The requester withdraws their pending request. */
export async function cancelRequest(db: Db, auth: AuthContext, id: number, now: Date, ip: string | null) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const request = await lockRequest(tx, id);
    if (!request || request.companyId !== auth.companyId) throw notFound();
    if (request.requesterId !== auth.userId) throw new HttpError(403, apiMessage.requestNotYours);
    if (request.status !== 'pending') throw alreadyDecided();
    await finishRequest(tx, id, {
      status: 'cancelled',
      decidedAt: now,
      decidedBy: null,
      channel: 'portal',
      comment: null,
      approvedAmount: null, // not a figure: a cancelled request approved nothing
      result: null,
    });
    await appendAudit(tx, {
      actorId: auth.userId,
      actorRole: auth.role,
      action: 'request.cancel',
      entityType: 'company',
      entityId: request.companyId,
      companyId: request.companyId,
      after: { requestId: id, kind: request.kind, channel: 'portal' },
      ip,
    });
  });
}

const EXPIRY_BATCH = 200;

/** Pending requests past their expiry become expired, the requester told; rows another instance holds are skipped. */
export async function expireRequests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const due = await lockExpired(tx, now, EXPIRY_BATCH);
    for (const request of due) {
      const expired: RequestRow = { ...request, status: 'expired', decidedAt: now };
      await finishRequest(tx, request.id, {
        status: 'expired',
        decidedAt: now,
        decidedBy: null,
        channel: null,
        comment: null,
        approvedAmount: null, // not a figure: an expired request approved nothing
        result: null,
      });
      await appendAudit(tx, {
        actorId: null,
        actorRole: null,
        action: 'request.expire',
        entityType: 'company',
        entityId: request.companyId,
        companyId: request.companyId,
        after: { requestId: request.id, kind: request.kind },
        ip: null,
      });
      await requestDecidedEvents(tx, expired);
    }
    return due.length;
  });
}

export const REQUEST_EXPIRY_MS = 60_000;

export const requestExpiryTask = every('request-expiry', REQUEST_EXPIRY_MS, async ({ deps }) => {
  await expireRequests(deps.db, deps.now());
});
