import { z } from 'zod';
import { ACTION_RIGHTS } from '@/src/contracts/access';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { APP_VERSION } from '@/server/lib/version';
import { errorComponents, errorResponses } from './openapi-errors';

export interface NamedEndpoint {
  /** The contract's name in its domain (`listPublishedNews`): the operationId. */
  name: string;
  spec: EndpointSpec;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(field as z.ZodType, 'input'),
  }));
}

const mediaTypes = { json: 'application/json', form: 'multipart/form-data', multipart: 'multipart/form-data' } as const;

/** What the document says beyond the summary: the right, and the paths the spec spells otherwise. */
function description(spec: EndpointSpec) {
  const roles = spec.access === 'public' ? 'anyone' : `roles ${ACTION_RIGHTS[spec.access].join(', ')}`;
  const lines = [`Right: \`${spec.access}\` (${roles}).`];
  if (spec.trailingSlash) lines.push(`The spec writes it \`${spec.path}/\`: it answers with and without the slash.`);
  if (spec.documentedPath)
    lines.push(
      `The spec's path is \`${spec.path}\`, which answers too; it is listed here under \`${spec.documentedPath}\` ` +
        'because OpenAPI path matching cannot tell it from the other three-segment `/company/…/{id}` paths.',
    );
  return lines.join('\n\n');
}

/** The OpenAPI 3.1 document, generated from the same contracts the routes are built from. */
export function openApiDocument(endpoints: NamedEndpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, spec } of endpoints) {
    const success = spec.bare ? spec.response : z.object({ data: spec.response });
    (paths[spec.documentedPath ?? spec.path] ??= {})[spec.method] = {
      operationId: name,
      summary: spec.summary,
      description: description(spec),
      tags: [spec.path.split('/')[1] ?? 'api'],
      security: spec.access === 'public' ? [] : [{ bearer: [] }],
      parameters: [...parameters(spec.params, 'path'), ...parameters(spec.query, 'query')],
      ...(spec.body && {
        requestBody: {
          required: true,
          content: { [mediaTypes[spec.bodyType ?? 'json']]: { schema: jsonSchema(spec.body, 'input') } },
        },
      }),
      responses: {
        [String(spec.status ?? 200)]: {
          description: 'Success',
          content: spec.file
            ? Object.fromEntries(
                spec.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
              )
            : { 'application/json': { schema: jsonSchema(success, 'output') } },
        },
        ...errorResponses(spec),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: APP_VERSION,
      // The portal is the operator's own product, licensed to no one by this document.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      ...errorComponents,
    },
    paths,
  };
}
