import type { z } from 'zod';
import type { BodyOf, EndpointSpec, ParamsOf, QueryOf, ResponseOf, RouteOf } from '@/src/contracts/endpoint';
import { toast as toastText } from '@/src/contracts/messages';
import { ApiError, messageFromBody, shouldToast } from './api-error';
import type { EarlyResponse } from './early-current-user';
import { notify } from './notify';
import { timezoneHeader } from './timezone';
import { readToken } from './token-storage';

export const API_BASE = '/api';

export interface CallOptions {
  signal?: AbortSignal;
  /** Statuses whose failure this caller handles itself (spec 8: "requests that name statuses to suppress"). */
  suppressToast?: readonly number[];
  /**
   * Spec 8: a load whose failure is only logged (the user, notifications, balance, partner button, slides): no toast
   * whatever went wrong; the failure is logged under this description and still thrown to the caller.
   */
  logOnly?: string;
  /** Parse the payload with the contract's schema (spec: where the shape must be checked). */
  parse?: boolean;
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  /**
   * This very request, already sent by index.html's first script (early-current-user.ts): its answer is taken
   * instead of asking again, if it carried the token this call would send.
   */
  early?: EarlyResponse;
}

type Input<S extends EndpointSpec> = (S['params'] extends z.ZodObject
  ? { params: ParamsOf<S> }
  : { params?: undefined }) &
  (S['query'] extends z.ZodObject ? { query?: QueryOf<S> } : { query?: undefined }) &
  (S['body'] extends z.ZodType ? { body: BodyOf<S> } : { body?: undefined });

/** `/auth/hash/{hash}` + `{ hash }` → `auth/hash/abc` */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))).replace(/^\//, '');
}

function encodeBody(spec: RouteOf<EndpointSpec>, body: unknown): FormData | Record<string, unknown> | undefined {
  if (body === undefined) return undefined;
  if (spec.bodyType === 'form' || spec.bodyType === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      form.append(key, value instanceof Blob ? value : String(value));
    }
    return form;
  }
  return body as Record<string, unknown>;
}

/** Hooks the session installs: how to refresh, and what to do when the session is gone. */
export interface SessionHooks {
  /** Returns a fresh access token, or null when the session could not be renewed (the user is then logged out). */
  refresh(failedAccessToken: string | null): Promise<string | null>;
}
let sessionHooks: SessionHooks | null = null;
export const installSessionHooks = (hooks: SessionHooks) => {
  sessionHooks = hooks;
};

const NO_REFRESH = new Set(['auth/login', 'auth/refresh']);

/**
 * The query string of a call: undefined values are left out, arrays repeat their key, objects go as JSON (what the
 * server's query schemas read).
 */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The body of an answer: JSON when it parses (errors of a proxy may be HTML: kept as text), a Blob when asked. */
export async function readBody(response: Response, responseType: CallOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Resolves in a task of its own. `fetch` costs the main thread 1–5 ms a call (more on a phone); a page's first
 * render subscribes every query of shell and page in one effect pass, and starting all their requests there made
 * one task of 40–80 ms, which Lighthouse's 4× phone counts as blocking time. One task per request start keeps each
 * short, for about a millisecond of delay. `scheduler.yield` runs the continuation before other queued tasks.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** One HTTP exchange on the platform's fetch (no request timeout, spec 9; no retry: the caller decides). */
async function send(
  spec: RouteOf<EndpointSpec>,
  path: string,
  input: { query?: unknown; body?: unknown },
  options: CallOptions,
  accessToken: string | null,
  started?: Promise<Response>,
): Promise<{ status: number; ok: boolean; data: unknown }> {
  const headers: Record<string, string> = {
    Timezone: timezoneHeader(),
    Accept: 'application/json',
    ...options.headers,
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const body = encodeBody(spec, input.body);
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  try {
    if (!started) await nextTask();
    const response = await (started ??
      fetch(`${API_BASE}/${path}${queryString(input.query as Record<string, unknown>)}`, {
        method: spec.method.toUpperCase(),
        headers,
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
        signal: options.signal,
      }));
    return { status: response.status, ok: response.ok, data: await readBody(response, options.responseType) };
  } catch (cause) {
    const aborted = options.signal?.aborted || (cause instanceof Error && cause.name === 'AbortError');
    // Offline, the banner says why; a toast per failed call would only repeat it.
    const error = new ApiError(0, toastText.error, path, undefined, aborted ? 'ERR_CANCELED' : 'ERR_NETWORK');
    if (options.logOnly) {
      if (!aborted) console.warn(options.logOnly, error);
    } else if (!aborted && navigator.onLine && !options.suppressToast?.includes(0)) notify.error();
    throw error;
  }
}

/**
 * Calls one contract endpoint, given as the contract itself or as its schema-free route (`RouteOf`). Carries Timezone
 * and Bearer; on a 401 or 403 refreshes the token once
 * (single flight, shared by all callers) and retries once, except for login and refresh themselves.
 * Failures become ApiError and toast per the error catalogue.
 */
export async function call<S extends EndpointSpec>(
  spec: S | RouteOf<S>,
  input: Input<S>,
  options: CallOptions = {},
): Promise<ResponseOf<S>> {
  const path = buildPath(spec.path, input.params as Record<string, unknown> | undefined);
  const token = readToken()?.accessToken ?? null;
  const started = token && options.early?.accessToken === token ? options.early.response : undefined;
  let response = await send(spec, path, input, options, token, started);

  if ((response.status === 401 || response.status === 403) && !NO_REFRESH.has(path) && sessionHooks && token) {
    const fresh = await sessionHooks.refresh(token);
    if (fresh) response = await send(spec, path, input, options, fresh);
  }

  if (!response.ok) {
    const { message, errors } = await messageFromBody(response.data);
    const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    const error = new ApiError(response.status, message ?? toastText.error, path, errors, code);
    if (options.logOnly) console.warn(options.logOnly, error);
    else if (shouldToast(error, options.suppressToast)) notify.error(error.message);
    throw error;
  }
  if (options.responseType === 'blob') return response.data as ResponseOf<S>;
  const payload = spec.bare ? response.data : (response.data as { data: unknown } | undefined)?.data;
  return (options.parse && 'response' in spec ? spec.response.parse(payload) : payload) as ResponseOf<S>;
}
