import type { AnyRouter } from '@tanstack/react-router';

/**
 * Spec 4: when the session ends under us, a route that needs auth sends the user to login with the wanted path as
 * `redirect`. The end can be heard twice in a row — a refresh the server refused (the other tab's logout revoked
 * the session) and then the other tab's storage event — and the second may come while the first redirect is still
 * pending. The router's latest location is then /login already: redirecting again would nest it
 * (`/login?redirect=/login?redirect=/bank`), so the pending navigation is left alone.
 */
export function redirectToLoginIfGuarded(router: AnyRouter): void {
  if (router.latestLocation.pathname === '/login') return;
  const needsAuth = router.state.matches.some((match) => match.staticData?.right !== undefined);
  if (needsAuth) void router.navigate({ to: '/login', search: { redirect: router.latestLocation.href } });
}
