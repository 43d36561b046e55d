import type { ErrorBody } from '@/src/contracts/endpoint';

/** A failed API call: the HTTP status (0 for network failures and cancellations) and the server's words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
    readonly errors?: ErrorBody['errors'],
    /**
     * Generic client codes of spec 8: ERR_NETWORK, ECONNABORTED, ETIMEDOUT, ERR_BAD_REQUEST, ERR_BAD_RESPONSE,
     * ERR_CANCELED.
     */
    readonly code?:
      'ERR_NETWORK' | 'ECONNABORTED' | 'ETIMEDOUT' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_CANCELED',
  ) {
    super(message);
  }

  get cancelled() {
    return this.code === 'ERR_CANCELED';
  }
}

/** Statuses that never toast (spec 8). */
const SILENT_STATUSES = new Set([400, 403, 406, 452, 453, 454]);

/**
 * Whether a failure shows a toast, per the error catalogue of spec 8. `path` is relative to the API base
 * (e.g. `auth/login`).
 */
export function shouldToast(error: ApiError, suppress: readonly number[] = []): boolean {
  if (error.cancelled) return false;
  if (SILENT_STATUSES.has(error.status)) return false;
  if (suppress.includes(error.status)) return false;
  const path = error.path.replace(/^\/+/, '');
  if (error.status === 401 && path !== 'auth/login') return false;
  if (path.startsWith('log')) return false;
  if (path.includes('create-integration') || path.includes('bind-api-key')) return false;
  return true;
}

/** Reads `{ message }` from a JSON, text or Blob error body; falls back to null. */
export async function messageFromBody(
  body: unknown,
): Promise<{ message: string | null; errors?: ErrorBody['errors'] }> {
  let value = body;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    try {
      value = JSON.parse(await value.text());
    } catch {
      return { message: null };
    }
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { message: null };
    }
  }
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    const errors = 'errors' in value ? (value.errors as ErrorBody['errors']) : undefined;
    return { message: value.message, errors };
  }
  return { message: null };
}
