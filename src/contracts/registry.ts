import { authEndpoints } from './auth';
import type { EndpointSpec } from './endpoint';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';

/** Every endpoint of the API, by domain. The server mounts exactly these; tests walk exactly these. */
export const endpointsByDomain = {
  system: systemEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
} satisfies Record<string, Record<string, EndpointSpec>>;

export const allEndpoints: EndpointSpec[] = Object.values(endpointsByDomain).flatMap((d) => Object.values(d));
