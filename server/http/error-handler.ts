import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '@/src/contracts/endpoint';
import { apiMessage } from '@/src/contracts/api-messages';
import { routePath } from 'hono/route';
import type { AppEnv } from './context';
import { asHttpError } from './domain-errors';
import { HttpError } from './errors';

/** Every failure leaves as `{ message, errors? }`; nothing unexpected leaks a stack. */
export const onError: ErrorHandler<AppEnv> = (thrown, c) => {
  const err = asHttpError(thrown);
  if (err instanceof HttpError) {
    const body: ErrorBody = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || apiMessage.internal }, err.status);
  }
  (c.get('log') ?? c.var.deps.logger).error({ err, route: routePath(c) }, 'unhandled error');
  return c.json({ message: apiMessage.internal }, 500);
};
