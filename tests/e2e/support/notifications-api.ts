import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Signs in through the API (no browser) and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string, base = ''): Promise<string> {
  const res = await request.post(`${base}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function userId(request: APIRequestContext, token: string, base = ''): Promise<number> {
  const res = await request.get(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** POST notification/send as staff (roles 1, 6) to the given users; resolves with the server's message. */
export async function sendToUsers(
  request: APIRequestContext,
  staffToken: string,
  userIds: number[],
  title: string,
  description: string,
  base = '',
) {
  const res = await request.post(`${base}/api/notification/send`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { to: 'users', userIds, title, description },
  });
  expect(res.ok(), `notification/send: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { message: string } }).data.message;
}

/** Marks every notification of the user read, so a test starts from a known count of 0. */
export async function markAllRead(request: APIRequestContext, token: string, base = '') {
  const res = await request.patch(`${base}/api/notification/mark_all_read`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
}

export async function unreadCount(request: APIRequestContext, token: string, base = ''): Promise<number> {
  const res = await request.get(`${base}/api/notification/actual`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { count: number } }).data.count;
}

/**
 * Turns the in-app channel of the decline-rate warning off for this user (PUT notification/setting, as in
 * profile settings). The e2e portal runs its recurring jobs for real: a decline made by another spec puts
 * a warning in the owner's bell within five minutes, which a test counting the bell would otherwise meet.
 */
export async function muteDeclineWarnings(request: APIRequestContext, token: string, base = '') {
  const off = { enabled: false };
  const res = await request.put(`${base}/api/notification/setting`, {
    headers: { authorization: `Bearer ${token}` },
    data: { settings: [{ id: 'decline_rate_warning', channels: { email: off, interface: off, telegram: off } }] },
  });
  expect(res.ok(), `notification/setting: ${res.status()} ${await res.text()}`).toBe(true);
}
