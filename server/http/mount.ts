import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { can } from '@/src/contracts/access';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { apiMessage } from '@/src/contracts/api-messages';
import type { AppEnv, AuthContext } from './context';
import { resolveAuth } from '@/server/middleware/auth';
import { HttpError, fieldErrors, forbidden } from './errors';
import { refuseNulBytes } from './nul-bytes';
import { payloadTooLarge, readBody, readQuery, withinDeclaredLength } from './read-input';

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
export interface MountOptions {
  /** Check every result against its contract (development and tests). */
  checkResponses: boolean;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** SANDBOX_OPEN: the sandbox controls answer without a session. */
  sandboxOpen: boolean;
}

/** A body of declared length goes on untouched within the limit; one sent in chunks is counted by Hono's bodyLimit. */
const limitOf = (limit: number): MiddlewareHandler<AppEnv> => {
  const counted = bodyLimit({
    maxSize: limit,
    onError: () => {
      throw payloadTooLarge(limit);
    },
  });
  return (c, next) => (withinDeclaredLength(c, limit) ? next() : counted(c, next));
};

/**
 * Bodies are limited where they are read: endpoints without a body never pay for the check. A file
 * arrives only as multipart/form-data, so an upload endpoint grants the upload limit to that alone and
 * the ordinary limit to anything else it is sent (JSON, urlencoded).
 */
function bodyLimitFor(spec: EndpointSpec, options: MountOptions): MiddlewareHandler<AppEnv> {
  if (!spec.body) return (_c, next) => next();
  const ordinary = limitOf(options.bodyLimitBytes);
  if (spec.bodyType !== 'multipart') return ordinary;
  const upload = limitOf(options.uploadLimitBytes);
  return (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? upload(c, next)
      : ordinary(c, next);
}

export function mount<S extends EndpointSpec>(app: Hono<AppEnv>, spec: S, handler: Handler<S>, options: MountOptions) {
  const checkResponses = options.checkResponses;
  const path = `/api${honoPath(spec.path)}`;
  const paths = spec.trailingSlash ? [path, `${path}/`] : [path];
  // The unambiguous path the OpenAPI document lists answers too (the spec's stays the contract's).
  if (spec.documentedPath) paths.push(`/api${honoPath(spec.documentedPath)}`);
  app.on(spec.method.toUpperCase(), paths, bodyLimitFor(spec, options), async (c) => {
    let auth: AuthContext | null = null;
    if (spec.access !== 'public' && !(spec.openWithSandboxOpen && options.sandboxOpen)) {
      auth = await resolveAuth(c);
      if (!can(auth.role, spec.access)) throw forbidden();
    }
    const rawParams = c.req.param();
    const rawQuery = readQuery(c);
    const rawBody = spec.body ? await readBody(c, spec.bodyType ?? 'json') : undefined;
    refuseNulBytes(rawParams, 'params');
    refuseNulBytes(rawQuery, 'query');
    refuseNulBytes(rawBody);
    const params = await parsePart(spec.params, rawParams, 'params');
    const query = await parsePart(spec.query, rawQuery, 'query');
    const body = spec.body ? await parsePart(spec.body, rawBody) : undefined;

    const result = await handler({ body, query, params, auth, c } as HandlerInput<S>);
    // A file is streamed as the handler built it: its headers say what it is.
    if (spec.file) return result as Response;
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

/** A domain's contracts with their handlers, as `app.ts` lists them. */
export function domain<D extends Record<string, EndpointSpec>>(endpoints: D, handlers: Handlers<D>) {
  return Object.keys(endpoints).map((key) => ({
    spec: endpoints[key]!,
    handler: handlers[key] as Handler<EndpointSpec>,
  }));
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;

/**
 * Mounts every endpoint, static paths before parameterised ones: Hono tries routes in the order they are
 * added, and `/user/{id}` must not swallow `/user/profile` whatever order the domains are listed in.
 */
export function mountAll(app: Hono<AppEnv>, domains: ReturnType<typeof domain>[], options: MountOptions) {
  const routes = domains.flat().sort((a, b) => paramCount(a.spec.path) - paramCount(b.spec.path));
  for (const { spec, handler } of routes) mount(app, spec, handler, options);
}
