import { describe, expect, it } from 'vitest';
import { login, logout, refresh } from '@/src/contracts/auth';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { recordVisit, register } from '@/src/contracts/onboarding';
import { me } from '@/src/contracts/users';
import { loginRoute, logoutRoute, meRoute, refreshRoute, registerRoute, visitRoute } from './sign-in-routes';

const routeOf = (spec: EndpointSpec) => ({
  method: spec.method,
  path: spec.path,
  ...(spec.bodyType && { bodyType: spec.bodyType }),
  ...(spec.bare && { bare: spec.bare }),
});

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
