import { can } from '@/src/contracts/access';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { CurrentUser, updateYmClientId } from '@/src/contracts/users';
import { analyticsClientId } from './analytics';
import { call } from './api-client';

/** Schema-free, like the sign-in routes (analytics-link.test.ts holds it equal to the contract). */
export const updateYmClientIdRoute: RouteOf<typeof updateYmClientId> = {
  method: 'patch',
  path: '/user/update-ym-client-id',
};

let syncedFor: string | null = null;

/**
 * Spec 6/7: the analytics client id is synced for role 2. Once per user and browser, when user/me does not
 * already hold this browser's id (the owner signed in somewhere else last).
 */
export async function syncAnalyticsClientId(user: CurrentUser | null | undefined, role: number | undefined) {
  const clientId = analyticsClientId();
  if (!user || role === undefined || !clientId || !can(role, 'analytics.clientIdSync')) return;
  const key = `${user.id}:${clientId}`;
  if (user.ymClientId === clientId || syncedFor === key) return;
  syncedFor = key;
  try {
    await call(
      updateYmClientIdRoute,
      { body: { ymClientId: clientId } },
      { suppressToast: [0, 401, 403, 422, 429, 500, 502, 503] },
    );
  } catch {
    // Tried again on the next visit.
    syncedFor = null;
  }
}
