import type { z } from 'zod';
import type { EndpointSpec } from '@/src/contracts/endpoint';

/** `GET /user/me`, for test names and failure lists. */
export const describeEndpoint = (spec: EndpointSpec) => `${spec.method.toUpperCase()} ${spec.path}`;

export const pathParamNames = (spec: EndpointSpec) => [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

// Shapes a path value usually takes: ids, tokens and hashes, codes, uuids.
const PLAUSIBLE = ['1', 'AbCdEfGhIjKlMnOpQrStUvWx', 'USD', '00000000-0000-4000-8000-000000000001', 'a'];
const IMPLAUSIBLE = ['not valid!', '-1', '0', '%00'];

function fieldOf(spec: EndpointSpec, name: string): z.ZodType | undefined {
  return spec.params?.shape[name] as z.ZodType | undefined;
}

/** A value the contract accepts for a path param; '1' when the contract does not say. */
export function plausibleParam(spec: EndpointSpec, name: string): string {
  const field = fieldOf(spec, name);
  if (!field) return '1';
  return PLAUSIBLE.find((v) => field.safeParse(v).success) ?? '1';
}

/** A value the contract refuses for a path param, or null when it takes anything. */
export function implausibleParam(spec: EndpointSpec, name: string): string | null {
  const field = fieldOf(spec, name);
  if (!field) return null;
  return IMPLAUSIBLE.find((v) => !field.safeParse(decodeURIComponent(v)).success) ?? null;
}

/** The endpoint's URL under /api with every `{param}` filled. */
export function urlOf(spec: EndpointSpec, values: Record<string, string> = {}): string {
  const path = spec.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? encodeURIComponent(plausibleParam(spec, name)),
  );
  return `/api${path}`;
}

/** The method, URL and minimal body a caller would send without knowing anything about the endpoint. */
export function minimalRequest(spec: EndpointSpec) {
  return { method: spec.method.toUpperCase(), url: urlOf(spec), json: spec.body ? {} : undefined };
}
