import { z } from 'zod';
import type { ActionRight } from './access';

/**
 * One API endpoint as both sides see it. The server builds its route from this, the client types its
 * call with it, the OpenAPI document is generated from it and the access test walks it.
 */
export type Access = 'public' | ActionRight;

export interface EndpointSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under /api, with `{param}` segments. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body is sent: JSON by default; the spec sends some as form data. */
  bodyType?: 'json' | 'form' | 'multipart';
  /** The payload under `data` (spec 7: responses carry a data payload unless noted). */
  response: z.ZodType;
  /** Status of a success; 200 unless set. */
  status?: 200 | 201 | 202 | 204;
  /** The response is not wrapped in `{ data }`. */
  bare?: boolean;
  /**
   * Sandbox controls only: answers without a session when the server runs with SANDBOX_OPEN=true (which
   * the configuration refuses in production); otherwise `access` applies as everywhere.
   */
  openWithSandboxOpen?: boolean;
  /**
   * The spec writes this path with a trailing slash (spec 7: `company/`, `auth/generate-auth-code/`, …):
   * the server answers it as written and without the slash; the OpenAPI document names the path without.
   */
  trailingSlash?: true;
  /**
   * Where the OpenAPI document names this endpoint when the spec's path is ambiguous with another under
   * OpenAPI's path matching (`/company/{id}/fee-history` against `/company/referral/{id}` and
   * `/company/update/{id}`): the server answers at both, the document lists this one and names the spec's.
   */
  documentedPath?: string;
  /** Answers 429 with Retry-After past its attempt limits (one-time codes, sign-in, invitations, resets). */
  rateLimited?: true;
  /** The handler answers a file (a streamed `Response`) of one of these media types instead of JSON. */
  file?: readonly string[];
}

export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

/**
 * What a client needs to send a call, without its schemas: code on the sign-in path uses these so the
 * first screen loads without the schema library (the full contract still types the call).
 */
export type RouteOf<S extends EndpointSpec> = Pick<S, 'method' | 'path'> & {
  bodyType?: S['bodyType'];
  bare?: S['bare'];
  /** Never set: carries the contract's type so a call through the route is typed like the contract. */
  readonly contract?: S;
};

/** The route a schema-free copy must equal (the tests of `sign-in-routes.ts` and the pages' `*-routes.ts`). */
export function routeOf<S extends EndpointSpec>(spec: S): RouteOf<S> {
  return {
    method: spec.method,
    path: spec.path,
    ...(spec.bodyType && { bodyType: spec.bodyType }),
    ...(spec.bare && { bare: spec.bare }),
  };
}

export type BodyOf<S extends EndpointSpec> = S['body'] extends z.ZodType ? z.input<S['body']> : undefined;
export type QueryOf<S extends EndpointSpec> = S['query'] extends z.ZodObject ? z.input<S['query']> : undefined;
export type ParamsOf<S extends EndpointSpec> = S['params'] extends z.ZodObject ? z.input<S['params']> : undefined;
export type ResponseOf<S extends EndpointSpec> = z.output<S['response']>;

export const messageResponse = z.object({ message: z.string() });

/** The error body of every failure: `{ message, errors? }`, errors keyed by field path. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paged list (spec section 3). */
export function paged<T extends z.ZodType>(record: T) {
  return z.object({
    meta: z.object({ page: z.number(), perPage: z.number(), pagesCount: z.number(), totalCount: z.number() }),
    records: z.array(record),
  });
}

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(15),
};

/** The largest id a PostgreSQL integer column holds: a larger one is no id of ours (404-worthy input, never a 500). */
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
