/** The message a worker posts to open windows when a push arrived (the bell refetches on it). */
export const PUSH_RECEIVED_MESSAGE = 'notification:push';

/** Where a click on a notification leads when its push named no page (or a page of another origin). */
export const DEFAULT_NOTIFICATION_URL = '/notifications';

const DEFAULT_TITLE = 'Cardportal';

/**
 * A request's one-tap decision (issue 24): the request and the single-use action token the server made for this
 * decider and this request. The worker holds no session of its own: the token is all it posts.
 */
export interface PushDecision {
  requestId: number;
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
 * The server sends JSON `{ title, body, tag?, url?, request? }` (server/modules/notifications/deliveries.ts);
 * anything else (plain text, a malformed body) is still shown, as its text, rather than dropped. `url` is kept only
 * as a same-origin path, so a push can never open another site.
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
    ...decisionOf(fields.request),
  };
}

/** The server's `request: { id, actionToken }`; kept only when both are there and well formed. */
function decisionOf(value: unknown): { decision?: PushDecision } {
  if (typeof value !== 'object' || value === null) return {};
  const fields = value as Record<string, unknown>;
  const actionToken = text(fields.actionToken);
  const requestId = fields.id;
  if (!actionToken || typeof requestId !== 'number' || !Number.isSafeInteger(requestId) || requestId < 1) return {};
  return { decision: { requestId, actionToken } };
}

/** `/notifications?x=1` stays; `https://evil.test/`, `//evil.test` and `javascript:` become the default page. */
export function sameOriginPath(url: string | undefined): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return DEFAULT_NOTIFICATION_URL;
  return url;
}
