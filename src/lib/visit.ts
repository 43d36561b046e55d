import { call } from './api-client';
import { browserInfo, computeFingerprint, readStoredFingerprint, storeFingerprint } from './fingerprint';
import { visitRoute } from './sign-in-routes';

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** `utm_source` … `utm_content` of the address, or undefined when it has none. */
export function utmFrom(search: string) {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 255);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

let pending: Promise<void> | null = null;

/**
 * Spec 7: `POST /visit` once, when no local fingerprint exists. The fingerprint is stored only after the
 * server took the visit, so one lost to a network failure is tried again on the next visit; a second call
 * while the first is on its way (StrictMode runs effects twice) joins it.
 */
export function recordFirstVisit(search: string = window.location.search): Promise<void> {
  if (readStoredFingerprint()) return Promise.resolve();
  pending ??= (async () => {
    const fingerprintData = await computeFingerprint();
    if (!fingerprintData) return;
    const browser = browserInfo();
    try {
      // Nobody asked for this call: its failures are not the visitor's business, so no toast.
      await call(
        visitRoute,
        { body: { fingerprintData, utm: utmFrom(search), browser: { name: browser.name, version: browser.version } } },
        { suppressToast: [0, 409, 413, 422, 429, 500, 502, 503] },
      );
      storeFingerprint(fingerprintData);
    } catch {
      // Tried again on the next visit.
    }
  })().finally(() => {
    pending = null;
  });
  return pending;
}
