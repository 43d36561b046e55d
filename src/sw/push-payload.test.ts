import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_URL, parsePushPayload, sameOriginPath } from './push-payload';

describe('push payload', () => {
  it('reads the JSON the server sends', () => {
    expect(
      parsePushPayload(
        JSON.stringify({ title: 'Top-up credited', body: '100.00 USD', tag: 'n-7', url: '/notifications?id=7' }),
      ),
    ).toEqual({
      title: 'Top-up credited',
      body: '100.00 USD',
      tag: 'n-7',
      url: '/notifications?id=7',
    });
  });

  it('shows plain text or an empty push rather than dropping it', () => {
    expect(parsePushPayload('hello')).toEqual({ title: 'Cardportal', body: 'hello', url: DEFAULT_NOTIFICATION_URL });
    expect(parsePushPayload(null).title).toBe('Cardportal');
    expect(parsePushPayload('42').body).toBe('42');
  });

  it('never lets a push open another site', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '']) {
      expect(sameOriginPath(url)).toBe(DEFAULT_NOTIFICATION_URL);
    }
    expect(parsePushPayload(JSON.stringify({ title: 't', url: 'https://evil.test' })).url).toBe(
      DEFAULT_NOTIFICATION_URL,
    );
    expect(sameOriginPath('/admin/notifications')).toBe('/admin/notifications');
  });

  it("keeps a request's action token only when the request is named", () => {
    const request = { id: 7, actionToken: 'tok.sig', actions: [{ action: 'approve', title: 'Approve' }] };
    expect(parsePushPayload(JSON.stringify({ title: 't', url: '/requests/7', request })).decision).toEqual({
      requestId: 7,
      actionToken: 'tok.sig',
    });
    for (const broken of [{ ...request, id: '7' }, { ...request, id: 0 }, { id: 7 }, { ...request, actionToken: '' }]) {
      expect(parsePushPayload(JSON.stringify({ title: 't', request: broken })).decision).toBe(undefined);
    }
    expect(parsePushPayload(JSON.stringify({ title: 't' })).decision).toBe(undefined);
  });
});
