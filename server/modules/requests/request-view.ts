import type { RequestDetail, RequestPayloadView, RequestView } from '@/src/contracts/requests';
import {
  REQUEST_STATS_DAYS,
  type RequestChannel,
  type RequestKind,
  type RequestStatus,
} from '@/src/contracts/request-kinds';
import type { Db } from '@/server/db/client';
import { holderFigures, outcomesOf, type RequestWithPeople } from '@/server/db/queries/requests';
import type { AuthContext } from '@/server/lib/caller';
import { formatMinor } from '@/server/ledger/amounts';
import { deciderRow, decideRefusal } from './request-authority';
import { requestHeadline } from './request-notify';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

type Person = { id: number; firstName: string | null; lastName: string | null; email: string };

/** A person's name as messages show it: the email when they gave no name. */
export const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export const personOut = (p: Person) => ({
  id: p.id,
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  email: p.email,
});

/** The request as the API shows it to `auth`, with what they may do with it now. */
export async function toRequestView(db: Db, auth: AuthContext, row: RequestWithPeople): Promise<RequestView> {
  const r = row.request;
  const pending = r.status === 'pending';
  const mayDecide = auth.role === 2 || auth.role === 3;
  const refusal = pending && mayDecide ? await decideRefusal(db, await deciderRow(db, auth.userId), r) : null;
  const money = (v: bigint | null) => (v === null || !r.currency ? null : formatMinor(v, r.currency));
  return {
    id: r.id,
    companyId: r.companyId,
    kind: r.kind as RequestKind,
    status: r.status as RequestStatus,
    payload: r.payload as RequestPayloadView,
    title: requestHeadline(r),
    reason: r.reason,
    amount: money(r.amount),
    currency: r.currency,
    approvedAmount: money(r.approvedAmount),
    requester: personOut(row.requester),
    subject: row.subject ? personOut(row.subject) : null,
    createdAt: specDate(r.createdAt),
    expiresAt: specDate(r.expiresAt),
    decidedAt: specDateOrNull(r.decidedAt),
    decidedBy: row.decider ? personOut(row.decider) : null,
    channel: (r.channel as RequestChannel | null) ?? null,
    comment: r.comment,
    result: r.result ?? null,
    actions: {
      approve: pending && mayDecide && refusal === null,
      decline: pending && mayDecide && refusal === null,
      cancel: pending && r.requesterId === auth.userId,
    },
    decideRefusal: refusal,
  };
}

/** The request page: the view and the requester's figures over the last REQUEST_STATS_DAYS days. */
export async function toRequestDetail(
  db: Db,
  auth: AuthContext,
  row: RequestWithPeople,
  now: Date,
): Promise<RequestDetail> {
  const from = new Date(now.getTime() - REQUEST_STATS_DAYS * 86_400_000);
  const [view, figures, requests] = await Promise.all([
    toRequestView(db, auth, row),
    holderFigures(db, row.requester.id, from),
    outcomesOf(db, row.requester.id, from),
  ]);
  const authorizations = figures.reduce((n, f) => n + f.total, 0);
  const declines = figures.reduce((n, f) => n + f.declines, 0);
  // Percent with two places, rounded half up in integer hundredths: no float in what the page shows.
  const hundredths = authorizations === 0 ? 0 : Math.floor((declines * 20000) / authorizations + 1) >> 1;
  return {
    ...view,
    requesterStats: {
      days: REQUEST_STATS_DAYS,
      spent: figures.map((f) => ({ currency: f.currency, amount: formatMinor(f.spent, f.currency) })),
      authorizations,
      declines,
      declineRate: `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
      requests,
    },
  };
}
