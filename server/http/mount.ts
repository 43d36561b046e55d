import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { can } from '../../src/contracts/access';
import type { EndpointSpec } from '../../src/contracts/endpoint';
import { apiMessage } from '../../src/contracts/messages';
import type { AppEnv, AuthContext } from './context';
import { resolveAuth } from '../middleware/auth';
import { HttpError, fieldErrors, forbidden } from './errors';
import { readBody, readQuery } from './read-input';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<S extends EndpointSpec> {
  body: Out<S['body']>;
  query: Out<S['query']>;
  params: Out<S['params']>;
  /** Present on every endpoint that is not public. */
  auth: S['access'] extends 'public' ? AuthContext | null : AuthContext;
  c: Context<AppEnv>;
}

export type Handler<S extends EndpointSpec> = (
  input: HandlerInput<S>,
) => Promise<z.input<S['response']>> | z.input<S['response']>;

export type Handlers<D extends Record<string, EndpointSpec>> = { [K in keyof D]: Handler<D[K]> };

/** `/auth/hash/{hash}` → `/auth/hash/:hash` */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function parsePart<T extends z.ZodType>(schema: T | undefined, raw: unknown, prefix?: string) {
  if (!schema) return undefined;
  const result = await schema.safeParseAsync(raw);
  if (!result.success) throw new HttpError(422, apiMessage.validationFailed, fieldErrors(result.error, prefix));
  return result.data;
}

/**
 * Mounts one contract endpoint: refuses callers the access table refuses, validates params, query and
 * body (422 naming each field), runs the handler and wraps its result in `{ data }`. Outside production
 * the result is also checked against the contract, so a handler cannot drift from what clients expect.
 */
export function mount<S extends EndpointSpec>(app: Hono<AppEnv>, spec: S, handler: Handler<S>, checkResponses: boolean) {
  app.on(spec.method.toUpperCase(), `/api${honoPath(spec.path)}`, async (c) => {
    let auth: AuthContext | null = null;
    if (spec.access !== 'public') {
      auth = await resolveAuth(c);
      if (!can(auth.role, spec.access)) throw forbidden();
    }
    const params = await parsePart(spec.params, c.req.param(), 'params');
    const query = await parsePart(spec.query, readQuery(c), 'query');
    const body = spec.body ? await parsePart(spec.body, await readBody(c, spec.bodyType ?? 'json')) : undefined;

    const result = await handler({ body, query, params, auth, c } as HandlerInput<S>);
    let payload: unknown = result;
    if (checkResponses) {
      const checked = spec.response.safeParse(result);
      if (!checked.success) {
        c.get('log').error({ issues: checked.error.issues, path: spec.path }, 'response does not match its contract');
        throw new Error(`Response of ${spec.method} ${spec.path} does not match its contract`);
      }
      payload = checked.data;
    }
    const status = spec.status ?? 200;
    if (status === 204) return c.body(null, 204);
    return c.json(spec.bare ? payload : { data: payload }, status);
  });
}

export function mountDomain<D extends Record<string, EndpointSpec>>(
  app: Hono<AppEnv>,
  endpoints: D,
  handlers: Handlers<D>,
  checkResponses: boolean,
) {
  for (const key of Object.keys(endpoints) as (keyof D)[]) {
    mount(app, endpoints[key]!, handlers[key], checkResponses);
  }
}
