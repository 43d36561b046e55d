import type { generateTelegramAuthLink } from '@/src/contracts/auth';
import type { RouteOf } from '@/src/contracts/endpoint';
import { call } from './api-client';

// Schema-free: the layout asks for it after every navigation.
const route: RouteOf<typeof generateTelegramAuthLink> = { method: 'get', path: '/auth/generate-tg-auth-link' };

/** A link is asked for again this long before it runs out, so a link shown is never one about to die. */
const RENEW_BEFORE_MS = 30_000;

export interface MessagingLink {
  link: string;
  /** Seconds since the epoch. */
  expireTimestamp: number;
}

/**
 * Spec 2.5: the messaging link (the support bot with the user's start code, spec 3) is fetched after each
 * navigation for signed-in non-admin users. A link still valid is kept rather than asked for again: each new one
 * voids the last (and the server limits how many an account may ask for), so the Telegram dialog, the support
 * link and the navigations share this one entry. Never persisted: the start code is the user's.
 */
export const messagingLinkQuery = {
  queryKey: ['messaging-link'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<MessagingLink> => {
    return call(route, {}, { signal, logOnly: 'The messaging link could not be loaded' });
  },
  retry: false,
  staleTime: ({ state }: { state: { data?: MessagingLink } }) =>
    state.data ? Math.max(0, state.data.expireTimestamp * 1000 - Date.now() - RENEW_BEFORE_MS) : 0,
  meta: { persist: false },
};
