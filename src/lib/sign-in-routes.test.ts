import { describe, expect, it } from 'vitest';
import { login, logout, refresh } from '@/src/contracts/auth';
import { routeOf } from '@/src/contracts/endpoint';
import { recordVisit, register } from '@/src/contracts/onboarding';
import { me } from '@/src/contracts/users';
import { loginRoute, logoutRoute, meRoute, refreshRoute, registerRoute, visitRoute } from './sign-in-routes';

describe('schema-free sign-in routes', () => {
  it('match their contracts', () => {
    expect(loginRoute).toEqual(routeOf(login));
    expect(refreshRoute).toEqual(routeOf(refresh));
    expect(logoutRoute).toEqual(routeOf(logout));
    expect(meRoute).toEqual(routeOf(me));
    expect(visitRoute).toEqual(routeOf(recordVisit));
    expect(registerRoute).toEqual(routeOf(register));
  });
});
