/** The message a worker posts to open windows when a push arrived (the bell refetches on it). */
export const PUSH_RECEIVED_MESSAGE = 'notification:push';

/** Where a click on a notification leads when its push named no page (or a page of another origin). */
export const DEFAULT_NOTIFICATION_URL = '/notifications';

const DEFAULT_TITLE = 'Cardportal';

/**
 * A request's one-tap decision (issue 24): the single-use action token the server made for this decider and
 * this request, and the same-origin API path the worker posts it to. The worker holds no session of its own.
 */
export interface PushDecision {
  actionUrl: string;
  actionToken: string;
}

export interface PushPayload {
  title: string;
  body: string;
  tag?: string;
  url: string;
  decision?: PushDecision;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The server sends JSON `{ title, body, tag?, url? }`; anything else (plain text, a malformed body) is still
 * shown, as its text, rather than dropped. `url` is kept only as a same-origin path, so a push can never open
 * another site.
 */
export function parsePushPayload(raw: string | null): PushPayload {
  if (raw === null || raw === '') return { title: DEFAULT_TITLE, body: '', url: DEFAULT_NOTIFICATION_URL };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { title: DEFAULT_TITLE, body: raw, url: DEFAULT_NOTIFICATION_URL };
  }
  if (typeof data !== 'object' || data === null)
    return { title: DEFAULT_TITLE, body: raw, url: DEFAULT_NOTIFICATION_URL };
  const fields = data as Record<string, unknown>;
  return {
    title: text(fields.title) ?? DEFAULT_TITLE,
    body: text(fields.body) ?? text(fields.description) ?? '',
    tag: text(fields.tag),
    url: sameOriginPath(text(fields.url)),
    ...decisionOf(fields.decision),
  };
}

/** Kept only when both parts are there and the path is our own API: a push can never post a token elsewhere. */
function decisionOf(value: unknown): { decision?: PushDecision } {
  if (typeof value !== 'object' || value === null) return {};
  const fields = value as Record<string, unknown>;
  const actionUrl = text(fields.actionUrl);
  const actionToken = text(fields.actionToken);
  if (
    !actionUrl ||
    !actionToken ||
    !actionUrl.startsWith('/api/') ||
    actionUrl.includes('\\') ||
    actionUrl.includes('..')
  )
    return {};
  return { decision: { actionUrl, actionToken } };
}

/** `/notifications?x=1` stays; `https://evil.test/`, `//evil.test` and `javascript:` become the default page. */
export function sameOriginPath(url: string | undefined): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return DEFAULT_NOTIFICATION_URL;
  return url;
}
