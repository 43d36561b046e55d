import { describe, expect, it } from 'vitest';
import { buildPath, queryString, readBody } from './api-client';

describe('the API client on fetch', () => {
  it('leaves undefined out of the query, repeats arrays and sends objects as JSON', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString({ page: 2, q: 'a b&c', on: false, ids: [1, 2], f: { x: 1 }, empty: '', none: null })).toBe(
      '?page=2&q=a+b%26c&on=false&ids=1&ids=2&f=%7B%22x%22%3A1%7D&empty=&none=',
    );
  });

  it('reads JSON, keeps a non-JSON error page as text and an empty answer as undefined', async () => {
    expect(await readBody(new Response('{"data":{"id":1}}', { status: 200 }), 'json')).toEqual({ data: { id: 1 } });
    expect(await readBody(new Response('<html>Bad gateway</html>', { status: 502 }), 'json')).toBe(
      '<html>Bad gateway</html>',
    );
    expect(await readBody(new Response(null, { status: 204 }), 'json')).toBeUndefined();
  });

  it('answers a Blob when a file is asked for, and the JSON error when the file is refused', async () => {
    const file = await readBody(new Response('a;b\n1;2', { status: 200 }), 'blob');
    // Node's Blob, not jsdom's: compare by kind.
    expect(Object.prototype.toString.call(file)).toBe('[object Blob]');
    expect(await (file as Blob).text()).toBe('a;b\n1;2');
    expect(await readBody(new Response('{"message":"No"}', { status: 403 }), 'blob')).toEqual({ message: 'No' });
  });

  it('fills path parameters', () => {
    expect(buildPath('/bank/bin/{accountId}', { accountId: 7 })).toBe('bank/bin/7');
  });
});
