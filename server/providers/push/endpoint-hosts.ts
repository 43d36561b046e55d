import type { Config } from '@/server/config';

/** The push services of Chrome/Edge (FCM), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/**
 * Whether the server may post to this push endpoint. The endpoint comes from the browser, so through the
 * API from any signed-in user: in production only the browsers' push services are accepted, so the
 * push sender cannot be pointed at an internal address.
 */
export function pushEndpointAllowed(
  config: Pick<Config, 'PUSH_ENDPOINT_HOSTS' | 'isProduction'>,
  endpoint: string,
): boolean {
  const hosts = config.PUSH_ENDPOINT_HOSTS
    ? config.PUSH_ENDPOINT_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : config.isProduction
      ? BROWSER_PUSH_HOSTS
      : null;
  if (hosts === null) return true;
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
