import type { z } from 'zod';
import type { fingerprintData } from '@/src/contracts/onboarding';
import { browserTimezone } from './browser-timezone';

/**
 * The browser fingerprint hash set of spec 3 ("Local data"): `default` from every stable property,
 * `noScreen` without the screen (the same browser on another monitor), `cross` only from what other
 * browsers on the same machine report alike. SHA-256 through SubtleCrypto; nothing leaves the browser but
 * the hashes.
 */
export type FingerprintData = z.infer<typeof fingerprintData>;

export const FINGERPRINT_KEY = 'fingerprint';

interface BrowserTraits {
  userAgent: string;
  languages: string;
  timezone: string;
  platform: string;
  cores: string;
  screen: string;
}

async function readTraits(): Promise<BrowserTraits> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return {
    userAgent: nav?.userAgent ?? '',
    languages: (nav?.languages ?? [nav?.language ?? '']).join(','),
    timezone: await browserTimezone(),
    platform: nav?.platform ?? '',
    cores: String(nav?.hardwareConcurrency ?? ''),
    screen: scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
  };
}

/** The property sets behind each hash (exported for tests: which trait feeds which hash is the contract). */
export function fingerprintSources(traits: BrowserTraits) {
  return {
    default: [traits.userAgent, traits.languages, traits.timezone, traits.platform, traits.cores, traits.screen],
    noScreen: [traits.userAgent, traits.languages, traits.timezone, traits.platform, traits.cores],
    // User agent and languages differ between browsers of one machine; these do not.
    cross: [traits.timezone, traits.platform, traits.cores, traits.screen],
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function readStoredFingerprint(): FingerprintData | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FINGERPRINT_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as FingerprintData).default === 'string') {
      return parsed as FingerprintData;
    }
  } catch {
    // A broken value is treated as absent and replaced.
  }
  return null;
}

export function storeFingerprint(data: FingerprintData) {
  try {
    localStorage.setItem(FINGERPRINT_KEY, JSON.stringify(data));
  } catch {
    // Storage can be unavailable (private mode): the visit is then simply recorded again next time.
  }
}

/**
 * Computes the hash set, or null where SubtleCrypto is missing (it exists only in secure contexts: https
 * or localhost), in which case the portal works on without a fingerprint.
 */
export async function computeFingerprint(traits?: BrowserTraits): Promise<FingerprintData | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const sources = fingerprintSources(traits ?? (await readTraits()));
  const [full, noScreen, cross] = await Promise.all(
    [sources.default, sources.noScreen, sources.cross].map((parts) => sha256Hex(parts.join('|'))),
  );
  return { default: full!, noScreen: noScreen!, cross: cross! };
}

/** The stored hash set, computing (not storing) one when none is kept yet. */
export async function currentFingerprint(): Promise<FingerprintData | null> {
  return readStoredFingerprint() ?? (await computeFingerprint());
}

/** Browser name and major.minor version from the user agent, for the first-visit record. */
export function browserInfo(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  const patterns: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari\//],
  ];
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { name, version: match[1].split('.').slice(0, 2).join('.') };
  }
  return { name: 'Other', version: undefined };
}
