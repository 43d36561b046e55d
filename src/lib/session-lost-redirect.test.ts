import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { redirectToLoginIfGuarded } from './session-lost-redirect';

function testRouter(start: string): AnyRouter {
  const root = createRootRoute();
  // A slow login route keeps the first redirect pending while the second end of session is heard.
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    loader: () => new Promise((resolve) => setTimeout(resolve, 30)),
  });
  const bank = createRoute({ getParentRoute: () => root, path: '/bank', staticData: { right: 'bank' } });
  const legal = createRoute({ getParentRoute: () => root, path: '/terms' });
  return createRouter({
    routeTree: root.addChildren([login, bank, legal]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
}

async function settled(router: AnyRouter) {
  await new Promise((resolve) => setTimeout(resolve, 80));
  return router.state.location.href;
}

describe('redirectToLoginIfGuarded', () => {
  it.each([
    ['sends a guarded page to login with the page as redirect', '/bank', 1, '/login?redirect=%2Fbank'],
    // Heard twice while the first redirect is pending: the redirect is not nested.
    ['heard twice, redirects once', '/bank', 2, '/login?redirect=%2Fbank'],
    ['leaves a public page where it is', '/terms', 1, '/terms'],
  ])('%s', async (_name, start, times, expected) => {
    const router = testRouter(start);
    await router.load();
    for (let i = 0; i < times; i++) redirectToLoginIfGuarded(router);
    expect(await settled(router)).toBe(expected);
  });
});
