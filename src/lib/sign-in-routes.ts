import type { login, logout, refresh } from '@/src/contracts/auth';
import type { RouteOf } from '@/src/contracts/endpoint';
import type { recordVisit } from '@/src/contracts/onboarding';
import type { me } from '@/src/contracts/users';

/*
 * The calls every page makes before anything else (sign in, refresh, the current user), as schema-free
 * routes: the first screen then loads without zod, which keeps /login within its bundle budget.
 * sign-in-routes.test.ts proves each one equals its contract.
 */
export const loginRoute: RouteOf<typeof login> = { method: 'post', path: '/auth/login', bodyType: 'form' };
export const refreshRoute: RouteOf<typeof refresh> = { method: 'post', path: '/auth/refresh' };
export const logoutRoute: RouteOf<typeof logout> = { method: 'post', path: '/auth/logout' };
export const meRoute: RouteOf<typeof me> = { method: 'get', path: '/user/me' };
export const visitRoute: RouteOf<typeof recordVisit> = { method: 'post', path: '/visit' };
