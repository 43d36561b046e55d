import { z } from 'zod';
import { errorBody, type EndpointSpec } from '@/src/contracts/endpoint';

/**
 * The error responses of the OpenAPI document: every failure is `{ message, errors? }` (errors keyed by
 * field path); which statuses an endpoint documents follows from its contract, as mount.ts applies them.
 */

const ERRORS = {
  400: ['BadRequest', 'The body is not well-formed JSON or form data'],
  401: ['Unauthorized', 'No valid access token, or the session ended (refresh it and retry once)'],
  403: ['Forbidden', "The caller's role lacks the endpoint's right, or the user lacks the permission"],
  404: ['NotFound', 'The id names nothing the caller may reach (another tenant’s ids are not found)'],
  409: [
    'Conflict',
    'The target’s state forbids the change: already decided, a duplicate, or an Idempotency-Key reused with ' +
      'another body',
  ],
  413: ['PayloadTooLarge', 'The body is over BODY_LIMIT_BYTES (UPLOAD_LIMIT_BYTES for a multipart upload)'],
  415: ['UnsupportedMediaType', 'The body is sent as another media type than the endpoint reads'],
  422: ['ValidationFailed', 'A parameter, query field or body field is invalid: `errors` names each field'],
  429: ['TooManyRequests', 'Too many attempts: wait the seconds of the Retry-After header'],
} as const;
type ErrorStatus = keyof typeof ERRORS;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' });

/** A 422 always names the fields. */
const validationBody = errorBody.extend({ errors: z.record(z.string(), z.array(z.string())) });

export const errorComponents = {
  schemas: { Error: jsonSchema(errorBody), ValidationError: jsonSchema(validationBody) },
  responses: Object.fromEntries(
    Object.entries(ERRORS).map(([status, [name, description]]) => [
      name,
      {
        description,
        ...(status === '429' && {
          headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
        }),
        content: {
          'application/json': {
            schema: { $ref: `#/components/schemas/${status === '422' ? 'ValidationError' : 'Error'}` },
          },
        },
      },
    ]),
  ),
};

/** The statuses an endpoint may fail with, from what its contract declares. */
export function errorStatuses(spec: EndpointSpec): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  const write = spec.method !== 'get';
  if (spec.body) statuses.push(400);
  if (spec.access !== 'public') statuses.push(401, 403);
  if (spec.params || spec.openWithSandboxOpen) statuses.push(404);
  if (write) statuses.push(409);
  if (spec.body) statuses.push(413, 415);
  // Every endpoint reads its query (a NUL byte anywhere is refused by name), so every one may answer 422.
  statuses.push(422);
  if (spec.rateLimited) statuses.push(429);
  return statuses;
}

export function errorResponses(spec: EndpointSpec) {
  return Object.fromEntries(
    errorStatuses(spec).map((status) => [String(status), { $ref: `#/components/responses/${ERRORS[status][0]}` }]),
  );
}
