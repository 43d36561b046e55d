import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { exportFilter, ExportFormat } from '@/src/contracts/exports';

/** What a hash stands for: who asked, in which format, which payments, in which timezone, until when. */
export interface ExportOrder {
  userId: number;
  format: ExportFormat;
  filter: z.output<typeof exportFilter>;
  /** The caller's timezone offset in minutes (null: Auto, shown in UTC). */
  timezoneOffset: number | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export const EXPORT_TTL_SECONDS = 600;

const signature = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`export:${payload}`).digest('base64url');

/** `<payload>.<signature>`: any instance can check it, nothing is stored, nobody can alter it. */
export function signExportOrder(key: Uint8Array, order: ExportOrder): string {
  const payload = Buffer.from(JSON.stringify(order)).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

export type ReadOrder = { ok: true; order: ExportOrder } | { ok: false; reason: 'invalid' | 'expired' };

export function readExportOrder(key: Uint8Array, hash: string, now: Date): ReadOrder {
  const [payload, given, extra] = hash.split('.');
  if (!payload || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(key, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  let order: ExportOrder;
  try {
    order = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ExportOrder;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof order.expiresAt !== 'number' || order.expiresAt * 1000 <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, order };
}
