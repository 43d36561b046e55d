import { z } from 'zod';
import { ACTION_RIGHTS } from '@/src/contracts/access';
import { errorBody, type EndpointSpec } from '@/src/contracts/endpoint';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { APP_VERSION } from '@/server/lib/version';

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

/** The OpenAPI 3.1 document, generated from the same contracts the routes are built from. */
export function openApiDocument(endpoints: EndpointSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of endpoints) {
    const roles = spec.access === 'public' ? 'anyone' : `roles ${ACTION_RIGHTS[spec.access].join(', ')}`;
    const success = spec.bare ? spec.response : z.object({ data: spec.response });
    (paths[spec.path] ??= {})[spec.method] = {
      summary: spec.summary,
      description: `Right: \`${spec.access}\` (${roles}).`,
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
        default: {
          description: 'Failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: APP_VERSION },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorBody, 'output') },
    },
    paths,
  };
}
