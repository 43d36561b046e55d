import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { apiMessage } from '@/src/contracts/api-messages';

/** A failure the client should see as `{ message, errors? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = apiMessage.notFound) => new HttpError(404, message);
export const forbidden = () => new HttpError(403, apiMessage.forbidden);
export const unauthenticated = (message: string = apiMessage.unauthenticated) => new HttpError(401, message);

/** 422 for one field, in the same shape as a failed schema. */
export const invalidField = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** Turns zod issues into `{ field: [messages] }`; `prefix` names where the fields came from when not the body. */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || prefix || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
