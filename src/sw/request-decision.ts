/// <reference lib="webworker" />
import type { PushDecision } from './push-payload';

declare let self: ServiceWorkerGlobalScope;

/**
 * POST requestPushAction (src/contracts/requests.ts; the worker loads no schema library, so the path is written
 * here and request-decision.test.ts holds it equal to the contract's).
 */
export const REQUEST_PUSH_ACTION_URL = '/api/request/push-action';

/** The notification actions of a request push; their ids are what the action endpoint is told. */
export const DECISION_ACTIONS = [
  { action: 'approve', title: 'Approve' },
  { action: 'decline', title: 'Decline' },
] as const;

export type DecisionAction = (typeof DECISION_ACTIONS)[number]['action'];

export const isDecisionAction = (action: string): action is DecisionAction =>
  DECISION_ACTIONS.some((a) => a.action === action);

/*
 * TypeScript's DOM library has no `actions` on NotificationOptions nor `Notification.maxActions` (Chromium and
 * Firefox ship both), hence the local shapes below.
 */

/**
 * Approve and Decline only where the platform shows two buttons (`Notification.maxActions`; iOS has none): with
 * fewer, a click opens the request page, where the decision is made signed in.
 */
export function decisionActions(decision: PushDecision | undefined): { action: string; title: string }[] {
  const max = (Notification as unknown as { maxActions?: number }).maxActions ?? 0;
  return decision && max >= DECISION_ACTIONS.length ? DECISION_ACTIONS.map((a) => ({ ...a })) : [];
}

/**
 * Posts the push's single-use action token with the chosen decision. The token is the whole credential: the
 * worker sends no session and no cookie (`credentials: 'omit'`), so it can decide this one request only.
 * Resolves true when the server took the decision (or says it was already decided), false otherwise.
 */
export async function postDecision(decision: PushDecision, action: DecisionAction): Promise<boolean> {
  try {
    const response = await fetch(new URL(REQUEST_PUSH_ACTION_URL, self.location.origin).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ token: decision.actionToken, action }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
