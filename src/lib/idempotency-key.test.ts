import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

describe('idempotency keys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key while the request is unchanged and makes a new one when it changes', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    expect(keys.headersFor({ amount: '11' })).toEqual({ 'Idempotency-Key': 'key-2' });
  });

  it('starts a fresh key for a new confirmation of the same request', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor({ amount: '10' });
    keys.renew();
    expect(keys.keyFor({ amount: '10' })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createIdempotencyKeys().keyFor(1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
