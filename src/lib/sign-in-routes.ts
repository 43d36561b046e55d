import type { login, logout, refresh } from '@/src/contracts/auth';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { recordVisit, register } from '@/src/contracts/onboarding';
import type { me } from '@/src/contracts/users';

/*
 * The calls every page makes before anything else (sign in, refresh, the current user), and the registration
 * request, as schema-free routes: the first screens (/login, /registration) then load without zod, which keeps
 * them within their bundle budgets.
 * sign-in-routes.test.ts proves each one equals its contract.
 */
export const loginRoute: RouteOf<typeof login> = { method: 'post', path: '/auth/login', bodyType: 'form' };
export const refreshRoute: RouteOf<typeof refresh> = { method: 'post', path: '/auth/refresh' };
export const logoutRoute: RouteOf<typeof logout> = { method: 'post', path: '/auth/logout' };
export const meRoute: RouteOf<typeof me> = { method: 'get', path: '/user/me' };
export const visitRoute: RouteOf<typeof recordVisit> = { method: 'post', path: '/visit' };
export const registerRoute: RouteOf<typeof register> = { method: 'post', path: '/company-invitation/register' };
