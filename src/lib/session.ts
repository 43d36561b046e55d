import { trackEvent } from './analytics';
import type { LoginForm, TokenSet } from '@/src/contracts/auth';
import { ApiError } from './api-error';
import { call, installSessionHooks } from './api-client';
import { notify } from './notify';
import { loginRoute, logoutRoute, refreshRoute } from './sign-in-routes';
import { clearToken, readToken, TOKEN_KEY, tokenUserId, writeToken } from './token-storage';

/** What else must go when a session ends (query cache, persisted data, timers); registered by their owners. */
type Cleanup = () => void | Promise<void>;
const cleanups = new Set<Cleanup>();
export const onSessionEnd = (cleanup: Cleanup) => {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
};

/**
 * logged-out: this tab signed out on purpose. session-lost: the session ended under us (refresh refused,
 * token removed in another tab). other-user: another tab signed in as someone else.
 */
type Listener = (event: 'logged-in' | 'logged-out' | 'session-lost' | 'other-user') => void;
const listeners = new Set<Listener>();
export const subscribeSession = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = (event: Parameters<Listener>[0]) => listeners.forEach((l) => l(event));

export const isLoggedIn = () => readToken() !== null;

/**
 * Local keys that belong to the signed-in user and go with the session (spec 4: permissions, balance, table settings).
 */
const SESSION_KEY_PREFIXES = ['permissions', 'balance', 'table:'];

async function endLocally() {
  clearToken();
  for (const key of Object.keys(localStorage)) {
    if (SESSION_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  }
  await Promise.all([...cleanups].map((cleanup) => cleanup()));
}

export async function login(form: LoginForm): Promise<TokenSet> {
  const tokens = await call(loginRoute, { body: form });
  writeToken(tokens);
  emit('logged-in');
  trackEvent('sign-in');
  return tokens;
}

/** Signs in with tokens obtained another way (one-time hash). */
export function adoptTokens(tokens: TokenSet) {
  writeToken(tokens);
  emit('logged-in');
}

/** Logout (spec 4): end the server session, clear the token and everything tied to the user, go to login. */
export async function logout() {
  if (readToken()) {
    await call(logoutRoute, {}, { suppressToast: [401, 403, 0] }).catch(() => undefined);
  }
  await endLocally();
  emit('logged-out');
}

let refreshing: Promise<string | null> | null = null;

async function refreshOnce(failedAccessToken: string | null): Promise<string | null> {
  const current = readToken();
  if (!current) return null;
  // Another tab may have refreshed while we waited for the lock: use its token rather than spend ours twice.
  if (failedAccessToken && current.accessToken !== failedAccessToken) return current.accessToken;
  try {
    const next = await call(
      refreshRoute,
      { body: { refreshToken: current.refreshToken, accessToken: current.accessToken } },
      { suppressToast: [401] },
    );
    writeToken(next);
    return next.accessToken;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ERR_NETWORK') return null;
    // Spec 4: on a failed refresh the server's message is shown for a 401 and the user is logged out.
    if (error instanceof ApiError && error.status === 401) notify.error(error.message);
    await endLocally();
    emit('session-lost');
    return null;
  }
}

/**
 * One refresh at a time, across callers and across tabs (Web Locks): refresh tokens rotate and a reused one
 * revokes the session, so two tabs must never spend the same token.
 */
export function refreshSession(failedAccessToken: string | null): Promise<string | null> {
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('cardportal-token-refresh', () => refreshOnce(failedAccessToken))
      : refreshOnce(failedAccessToken)
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

installSessionHooks({ refresh: refreshSession });

/**
 * Spec 4: a token change in another tab reloads this one unless it is the same user; a removed token sends the
 * user to login if the route needs auth (the listener decides that).
 */
export function watchOtherTabs(): () => void {
  let knownUser = tokenUserId(readToken());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (!token) {
      knownUser = null;
      void Promise.all([...cleanups].map((cleanup) => cleanup())).then(() => emit('session-lost'));
      return;
    }
    const user = tokenUserId(token);
    if (user !== knownUser) {
      knownUser = user;
      emit('other-user');
    }
  };
  const stopOwn = subscribeSession((event) => {
    if (event === 'logged-in') knownUser = tokenUserId(readToken());
  });
  window.addEventListener('storage', onStorage);
  return () => {
    stopOwn();
    window.removeEventListener('storage', onStorage);
  };
}
