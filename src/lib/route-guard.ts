import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { canReach, refusedNavigationTarget, type RouteRight } from '@/src/contracts/access';
import type { CurrentUser } from '@/src/contracts/users';
import { roleOf } from './current-user';
import { isLoggedIn } from './session';

export interface RouteContextWithUser {
  user: CurrentUser | null;
}

/**
 * Spec 2.5: a route that needs auth is allowed only to a signed-in user whose role is among its roles.
 * Otherwise roles 1, 5, 6, 8 go to admin, role 7 to admin analytics, everyone else to login with the
 * wanted path as `redirect`. The guard is UX; the server checks every call on its own.
 */
export function requireRight(right: RouteRight) {
  return ({ context, location }: { context: RouteContextWithUser; location: ParsedLocation }) => {
    const role = roleOf(context.user);
    if (context.user && role !== undefined && canReach(role, right)) return;
    const target = refusedNavigationTarget(context.user ? role : undefined);
    // Offline with a stored session but no saved user, the session is not over: /login could not even sign in.
    if (target === 'login' && !context.user && isLoggedIn() && !navigator.onLine) throw new OfflineWithoutSavedUser();
    if (target === 'login') throw redirect({ to: '/login', search: { redirect: location.href } });
    throw redirect({ to: target });
  };
}

/**
 * Thrown by a guard offline when a session is stored but the last visit kept no user to open the page with;
 * the root route shows it (components/layout/offline-start.tsx) and retries when the connection returns.
 */
export class OfflineWithoutSavedUser extends Error {
  constructor() {
    super('Offline with a stored session and no saved user');
    this.name = 'OfflineWithoutSavedUser';
  }
}

/** The route's title (spec 2.5: the page title comes from the route) and the right that guards it. */
export function page(right: RouteRight, title: string) {
  return { staticData: { title, right }, beforeLoad: requireRight(right) };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
    right?: RouteRight;
  }
}
