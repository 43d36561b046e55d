import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { exportFilter, ExportFormat } from '@/src/contracts/exports';

/** What a hash stands for: who asked, in which format, which rows (`filter`), in which timezone, until when. */
export interface ExportOrder<Filter = z.output<typeof exportFilter>> {
  userId: number;
  format: ExportFormat;
  filter: Filter;
  /** The caller's timezone offset in minutes (null: Auto, shown in UTC). */
  timezoneOffset: number | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export const EXPORT_TTL_SECONDS = 600;

/**
 * What is exported. Each kind signs under its own label, so a hash made for one kind of file (and checked
 * against that kind's right) never opens another: an analytics hash is no payments hash.
 */
export type ExportKind = 'payments' | 'analytics';
const LABEL: Record<ExportKind, string> = { payments: 'export', analytics: 'export-analytics' };

const signature = (key: Uint8Array, payload: string, kind: ExportKind) =>
  createHmac('sha256', key).update(`${LABEL[kind]}:${payload}`).digest('base64url');

/** `<payload>.<signature>`: any instance can check it, nothing is stored, nobody can alter it. */
export function signExportOrder<Filter>(
  key: Uint8Array,
  order: ExportOrder<Filter>,
  kind: ExportKind = 'payments',
): string {
  const payload = Buffer.from(JSON.stringify(order)).toString('base64url');
  return `${payload}.${signature(key, payload, kind)}`;
}

export type ReadOrder<Filter = z.output<typeof exportFilter>> =
  { ok: true; order: ExportOrder<Filter> } | { ok: false; reason: 'invalid' | 'expired' };

export function readExportOrder<Filter = z.output<typeof exportFilter>>(
  key: Uint8Array,
  hash: string,
  now: Date,
  kind: ExportKind = 'payments',
): ReadOrder<Filter> {
  const [payload, given, extra] = hash.split('.');
  if (!payload || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(key, payload, kind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  let order: ExportOrder<Filter>;
  try {
    order = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ExportOrder<Filter>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof order.expiresAt !== 'number' || order.expiresAt * 1000 <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, order };
}
