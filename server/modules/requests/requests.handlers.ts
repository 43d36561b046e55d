import { ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { requestEndpoints } from '@/src/contracts/requests';
import type { Db } from '@/server/db/client';
import { pageMeta } from '@/server/db/paging';
import {
  getRequestWithPeople,
  listRequestRows,
  pendingInScope,
  saveSettings,
  settingsOfCompany,
  type RequestScope,
  type RequestWithPeople,
} from '@/server/db/queries/requests';
import { audit } from '@/server/http/audit';
import { clientIp } from '@/server/http/client-ip';
import type { AuthContext } from '@/server/http/context';
import { HttpError, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { toMinor } from '@/server/ledger/amounts';
import { issuerFor } from '@/server/modules/cards/card-status';
import { spendActionToken } from './action-tokens';
import { decide, decideIn } from './decide';
import { askableOf } from './request-askable';
import { deciderRow, decideRefusal } from './request-authority';
import { cancelRequest, createRequest } from './request-lifecycle';
import { toRequestDetail, toRequestView } from './request-view';

/**
 * Requests and one-tap approvals (issue 24): buyers and team leads ask; the owner, or a team lead within
 * their authority, decides in the portal, from a push notification (its action token instead of a session)
 * or in Telegram (telegram.handlers.ts hands callback queries to telegram-callback.ts).
 */

function scopeOf(auth: AuthContext): RequestScope {
  if (auth.companyId === null) throw notFound();
  if (auth.role === ROLE.owner) return { kind: 'company', companyId: auth.companyId };
  if (auth.role === ROLE.teamLead) return { kind: 'team', companyId: auth.companyId, leadId: auth.userId };
  return { kind: 'self', companyId: auth.companyId, userId: auth.userId };
}

function reaches(auth: AuthContext, row: RequestWithPeople) {
  const r = row.request;
  if (r.companyId !== auth.companyId) return false;
  if (auth.role === ROLE.owner || r.requesterId === auth.userId) return true;
  return (
    auth.role === ROLE.teamLead && (row.requester.teamLeadId === auth.userId || row.subject?.teamLeadId === auth.userId)
  );
}

async function reachRequest(db: Db, auth: AuthContext, id: number) {
  const row = await getRequestWithPeople(db, id);
  if (!row || !reaches(auth, row)) throw notFound();
  return row;
}

async function viewOf(db: Db, auth: AuthContext, id: number) {
  return toRequestView(db, auth, (await getRequestWithPeople(db, id))!);
}

export const requestsHandlers: Handlers<typeof requestEndpoints> = {
  async listRequests({ query, auth, c }) {
    const { db } = c.var.deps;
    const { page, perPage, mine, requesterId, status, kind } = query;
    const scope = scopeOf(auth);
    const { rows, totalCount } = await listRequestRows(
      db,
      scope,
      { status, kind, requesterId: mine ? auth.userId : requesterId },
      { page, perPage },
    );
    const records = [];
    for (const row of rows) records.push(await toRequestView(db, auth, row));
    return { meta: pageMeta({ page, perPage }, totalCount), records };
  },

  async listAskableRequests({ auth, c }) {
    scopeOf(auth);
    return askableOf(c.var.deps.db, auth);
  },

  async pendingRequestCount({ auth, c }) {
    const { db } = c.var.deps;
    const decider = await deciderRow(db, auth.userId);
    let count = 0;
    for (const row of await pendingInScope(db, scopeOf(auth)))
      if ((await decideRefusal(db, decider, row.request)) === null) count++;
    return { count };
  },

  async getRequestSettings({ auth, c }) {
    return settingsOfCompany(c.var.deps.db, scopeOf(auth).companyId);
  },

  async updateRequestSettings({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const companyId = scopeOf(auth).companyId;
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await settingsOfCompany(tx, companyId);
      await saveSettings(tx, companyId, body, now());
      await audit(tx, c, auth, {
        action: 'company.requestSettings',
        entityType: 'company',
        entityId: companyId,
        companyId,
        before,
        after: body,
      });
      return { ...body, message: apiMessage.requestSettingsSaved };
    });
  },

  async requestDetails({ params, auth, c }) {
    const { db, now } = c.var.deps;
    return toRequestDetail(db, auth, await reachRequest(db, auth, params.id), now());
  },

  async createRequest({ body, auth, c }) {
    const { db, now } = c.var.deps;
    scopeOf(auth);
    const made = await createRequest(db, auth, body, now(), clientIp(c));
    return {
      message: made.duplicate ? apiMessage.requestDuplicate : apiMessage.requestCreated,
      request: await viewOf(db, auth, made.id),
      duplicate: made.duplicate,
    };
  },

  async cancelRequest({ params, auth, c }) {
    const { db, now } = c.var.deps;
    await reachRequest(db, auth, params.id);
    await cancelRequest(db, auth, params.id, now(), clientIp(c));
    return { message: apiMessage.requestCancelled, request: await viewOf(db, auth, params.id) };
  },

  async approveRequest({ params, body, auth, c }) {
    const deps = c.var.deps;
    const row = await reachRequest(deps.db, auth, params.id);
    const amount =
      body.amount !== undefined && row.request.currency ? toMinor(body.amount, row.request.currency) : undefined;
    await decide(deps, {
      requestId: params.id,
      deciderId: auth.userId,
      action: 'approve',
      channel: 'portal',
      amount,
      comment: body.comment,
      ip: clientIp(c),
    });
    return { message: apiMessage.requestApproved, request: await viewOf(deps.db, auth, params.id) };
  },

  async declineRequest({ params, body, auth, c }) {
    const deps = c.var.deps;
    await reachRequest(deps.db, auth, params.id);
    await decide(deps, {
      requestId: params.id,
      deciderId: auth.userId,
      action: 'decline',
      channel: 'portal',
      comment: body.comment,
      ip: clientIp(c),
    });
    return { message: apiMessage.requestDeclined, request: await viewOf(deps.db, auth, params.id) };
  },

  async bulkDeclineRequests({ body, auth, c }) {
    const deps = c.var.deps;
    const declined: number[] = [];
    const skipped: number[] = [];
    // One transaction per request: one already decided or out of reach is skipped without undoing the others.
    for (const id of [...new Set(body.ids)]) {
      const row = await getRequestWithPeople(deps.db, id);
      if (!row || !reaches(auth, row)) {
        skipped.push(id);
        continue;
      }
      try {
        await decide(deps, {
          requestId: id,
          deciderId: auth.userId,
          action: 'decline',
          channel: 'portal',
          comment: body.comment,
          ip: clientIp(c),
        });
        declined.push(id);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        skipped.push(id);
      }
    }
    return { message: apiMessage.requestsDeclined(declined.length), declined, skipped };
  },

  async requestPushAction({ body, c }) {
    const deps = c.var.deps;
    // Before the transaction: decideIn's own comment says why.
    const issuer = await issuerFor(deps);
    const decided = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const spent = await spendActionToken(tx, deps, body.token, deps.now());
      if (!spent) throw new HttpError(403, apiMessage.requestActionInvalid);
      return decideIn(tx, deps, issuer, {
        requestId: spent.requestId,
        deciderId: spent.userId,
        action: body.action,
        channel: 'push',
        ip: clientIp(c),
      });
    });
    return {
      message: decided.status === 'approved' ? apiMessage.requestApproved : apiMessage.requestDeclined,
      requestId: decided.id,
      status: decided.status as 'approved' | 'declined',
    };
  },
};
