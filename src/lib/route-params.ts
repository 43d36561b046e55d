import { notFound } from '@tanstack/react-router';
import type { RouteRight } from '@/src/contracts/access';
import { page } from './route-guard';

/**
 * Path params that are database ids: a positive integer, or the page is Not found (a bad URL param is bad
 * input, never a crash).
 */
export function idParams<const K extends string>(...names: K[]) {
  return {
    parse: (raw: Record<string, string>) => {
      const out = {} as Record<K, number>;
      for (const name of names) {
        const value = raw[name] ?? '';
        if (!/^[1-9]\d{0,15}$/.test(value)) throw notFound();
        out[name] = Number(value);
      }
      return out;
    },
    stringify: (params: Record<K, number>) => {
      const out = {} as Record<K, string>;
      for (const name of names) out[name] = String(params[name]);
      return out;
    },
  };
}

/** A page whose path params are all database ids: its right and title (`page`) with the ids' parsing. */
export function idPage<const K extends string>(right: RouteRight, title: string, ...names: K[]) {
  return { ...page(right, title), params: idParams(...names) };
}
