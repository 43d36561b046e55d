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
export async function sendToUsers(request: APIRequestContext, staffToken: string, userIds: number[], title: string, description: string, base = '') {
  const res = await request.post(`${base}/api/notification/send`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { to: 'users', userIds, title, description },
  });
  expect(res.ok(), `notification/send: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { message: string } }).data.message;
}

/** Marks every notification of the user read, so a test starts from a known count of 0. */
export async function markAllRead(request: APIRequestContext, token: string, base = '') {
  const res = await request.patch(`${base}/api/notification/mark_all_read`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
}

export async function unreadCount(request: APIRequestContext, token: string, base = ''): Promise<number> {
  const res = await request.get(`${base}/api/notification/actual`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { count: number } }).data.count;
}
