import type { MiddlewareHandler } from 'hono';
import { parseTimezone } from '@/src/contracts/timezones';
import type { AppEnv } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';

/** Reads the `Timezone` header every client request carries (spec 7); absent means UTC. */
export const timezone: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('timezone');
  if (header === undefined || header === '') {
    c.set('timezoneOffset', 0);
    return next();
  }
  const parsed = parseTimezone(header);
  if (parsed === undefined) {
    throw new HttpError(400, 'The Timezone header must be an offset such as UTC+03:00, GMT+3 or Auto', {
      'headers.timezone': ['Value is not valid'],
    });
  }
  c.set('timezoneOffset', parsed);
  return next();
};
