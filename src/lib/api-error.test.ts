import { describe, expect, it } from 'vitest';
import { ApiError, messageFromBody, shouldToast } from './api-error';

const err = (status: number, path: string, code?: ApiError['code']) => new ApiError(status, 'm', path, undefined, code);

describe('which failures toast (spec 8)', () => {
  it('stays silent for 400, 403, 406, 452, 453, 454', () => {
    for (const status of [400, 403, 406, 452, 453, 454]) expect(shouldToast(err(status, 'company/'))).toBe(false);
  });
  it('toasts a 401 only for login', () => {
    expect(shouldToast(err(401, 'auth/login'))).toBe(true);
    expect(shouldToast(err(401, 'user/me'))).toBe(false);
  });
  it('stays silent for cancelled requests, log paths, integrations and suppressed statuses', () => {
    expect(shouldToast(err(0, 'user/me', 'ERR_CANCELED'))).toBe(false);
    expect(shouldToast(err(500, 'log/client'))).toBe(false);
    expect(shouldToast(err(500, 'x/create-integration'))).toBe(false);
    expect(shouldToast(err(500, 'x/bind-api-key/1'))).toBe(false);
    expect(shouldToast(err(409, 'company/1'), [409])).toBe(false);
  });
  it('toasts other failures', () => {
    expect(shouldToast(err(422, 'company/referral'))).toBe(true);
    expect(shouldToast(err(500, 'company/'))).toBe(true);
  });
});

describe('reading the message of an error body', () => {
  it('parses JSON, text and Blob bodies', async () => {
    expect((await messageFromBody({ message: 'a' })).message).toBe('a');
    expect((await messageFromBody('{"message":"b"}')).message).toBe('b');
    const blob = new Blob([JSON.stringify({ message: 'c', errors: { f: ['x'] } })], { type: 'application/json' });
    expect(await messageFromBody(blob)).toEqual({ message: 'c', errors: { f: ['x'] } });
    expect((await messageFromBody(new Blob(['<html>']))).message).toBeNull();
  });
});
