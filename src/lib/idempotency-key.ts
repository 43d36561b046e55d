import { useState } from 'react';

/** The header the server reads (server/ledger/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface IdempotencyKeys {
  /** The key for this request: the same while the request is unchanged, a fresh one once it changes. */
  keyFor(request: unknown): string;
  /** The key as request headers, for `call(..., { headers })`. */
  headersFor(request: unknown): Record<string, string>;
  /** A new confirmation begins: the next request gets a fresh key even if it is the same as the last. */
  renew(): void;
}

/**
 * The Idempotency-Key of a money POST (ARCHITECTURE.md): one key per confirmed request, the same key again
 * when that very request is retried (a lost answer then returns the first result instead of moving money
 * twice), a fresh key once the person changes what they send or starts a new confirmation.
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let last: { request: string; key: string } | null = null;
  const keyFor = (request: unknown) => {
    const text = JSON.stringify(request);
    if (last?.request !== text) last = { request: text, key: newKey() };
    return last.key;
  };
  return {
    keyFor,
    headersFor: (request) => ({ [IDEMPOTENCY_HEADER]: keyFor(request) }),
    renew: () => {
      last = null;
    },
  };
}

/** One set of keys per mounted dialog or form, kept across renders. */
export function useIdempotencyKey(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
