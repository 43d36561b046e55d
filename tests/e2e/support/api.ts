import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Signs in through the API (form data, as the app sends it) and returns the access token. */
export async function apiToken(request: APIRequestContext, email: string, baseURL?: string): Promise<string> {
  const res = await request.post(`${baseURL ?? ''}/api/auth/login`, { form: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Calls the API as a signed-in user and returns `data`, failing the test on a non-2xx answer. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  json?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data: json });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
