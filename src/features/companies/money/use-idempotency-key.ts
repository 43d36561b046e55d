import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a money POST (ARCHITECTURE.md): one key per confirmed request, the same key
 * again when that very request is retried (a lost answer then returns the first result instead of moving
 * money twice), a fresh key once the person changes what they send.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown): Record<string, string> => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return { 'Idempotency-Key': last.current.key };
  }, []);
}
