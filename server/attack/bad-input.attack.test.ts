import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTION_RIGHTS, type RoleId } from '@/src/contracts/access';
import type { EndpointSpec } from '@/src/contracts/endpoint';
import { apiMessage } from '@/src/contracts/api-messages';
import { allEndpoints } from '@/src/contracts/registry';
import { createTestContext, type RequestOptions, type TestContext } from '@/server/test-support/context';
import {
  describeEndpoint,
  implausibleParam,
  pathParamNames,
  plausibleParam,
  urlOf,
} from '@/server/test-support/contract-requests';
import { inPool } from '@/server/test-support/pool';

const BODY_LIMIT = 4096;
const UPLOAD_LIMIT = 16_384;

let t: TestContext;
const tokens = new Map<RoleId, string>();
// One context per file (seeding hashes a password); on a loaded machine that can take minutes.
beforeAll(async () => {
  t = await createTestContext({
    env: { BODY_LIMIT_BYTES: String(BODY_LIMIT), UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) },
  });
  // Sessions first: they are rows, and the checks below count rows.
  for (const role of [1, 2, 3, 4, 5, 6, 7, 8] as const) tokens.set(role, (await t.sessionFor(role)).accessToken);
}, 180_000);
afterAll(() => t?.close());

/** Calls as a role the endpoint lets in, so access never masks validation. */
function call(spec: EndpointSpec, options: RequestOptions & { url?: string } = {}) {
  const token = spec.access === 'public' ? undefined : tokens.get(ACTION_RIGHTS[spec.access][0] as RoleId);
  return t.request(spec.method.toUpperCase(), options.url ?? urlOf(spec), { ...options, token });
}

const WRONG_TYPE = { wrong: [true] };
const shapeOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
const refuses = (field: z.ZodType, value: unknown) => !field.safeParse(value).success;
const named = (errors: Record<string, string[]> | undefined, field: string) =>
  Object.keys(errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`));

const withBody = allEndpoints.filter((spec) => spec.body);
const withQuery = allEndpoints.filter((spec) => spec.query && Object.keys(spec.query.shape).length > 0);
const withParams = allEndpoints.filter((spec) =>
  pathParamNames(spec).some((name) => implausibleParam(spec, name) !== null),
);
const rows = (list: EndpointSpec[]) => list.map((spec) => [describeEndpoint(spec), spec] as const);

/** Runs `check` and asserts it left every table as it found it. */
async function writesNothing(check: () => Promise<void>) {
  const before = await t.countRows();
  await check();
  expect(await t.countRows()).toEqual(before);
}

describe.runIf(withBody.length > 0)('bodies', () => {
  it.each(rows(withBody))(
    '%s refuses malformed JSON, a wrong type, missing and mistyped fields, and an oversized body',
    async (_, spec) => {
      await writesNothing(async () => {
        const shape = shapeOf(spec.body);
        const padding = 'x'.repeat(BODY_LIMIT + 1);
        const mistyped = Object.fromEntries(Object.keys(shape).map((f) => [f, WRONG_TYPE]));
        const expectedMistyped = Object.keys(shape).filter((f) => refuses(shape[f]!, WRONG_TYPE));
        const checksMissing = !spec.body!.safeParse({}).success;
        const checksMistyped = expectedMistyped.length > 0 || !(spec.body instanceof z.ZodObject);
        // Independent requests, sent together: each is refused before the handler, so order is moot.
        const [malformed, plain, missing, wrongType, big, bigDeclared] = await Promise.all([
          call(spec, { body: '{"email": "a@b.c",', headers: { 'content-type': 'application/json' } }),
          call(spec, { body: 'email=a@b.c', headers: { 'content-type': 'text/plain' } }),
          checksMissing ? call(spec, { json: {} }) : null,
          checksMistyped ? call(spec, { json: spec.body instanceof z.ZodObject ? mistyped : [[WRONG_TYPE]] }) : null,
          call(spec, { body: JSON.stringify({ padding }), headers: { 'content-type': 'application/json' } }),
          call(spec, {
            body: JSON.stringify({ padding }),
            headers: { 'content-type': 'application/json', 'content-length': String(padding.length + 14) },
          }),
        ]);
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ message: apiMessage.malformedJson });

        expect(plain.status).toBe(415);
        expect(plain.body.message).toMatch(/^The request body must be /);

        if (missing) {
          expect(missing.status).toBe(422);
          expect(missing.body.message).toBe(apiMessage.validationFailed);
          for (const field of Object.keys(shape).filter((f) => refuses(shape[f]!, undefined))) {
            expect(named(missing.body.errors, field), `missing ${field}: ${missing.text}`).toBe(true);
          }
        }

        if (wrongType) {
          expect(wrongType.status).toBe(422);
          for (const field of expectedMistyped)
            expect(named(wrongType.body.errors, field), `mistyped ${field}: ${wrongType.text}`).toBe(true);
        }

        for (const res of [big, bigDeclared]) {
          expect(res.status).toBe(413);
          expect(res.body.message).toMatch(/larger than/);
        }
      });
    },
  );

  const formBodies = withBody.filter((spec) => spec.bodyType === 'form' || spec.bodyType === 'multipart');
  it.runIf(formBodies.length > 0).each(rows(formBodies))(
    '%s refuses a broken multipart body and one over the upload limit',
    async (_, spec) => {
      await writesNothing(async () => {
        const [broken, huge] = await Promise.all([
          call(spec, { body: 'no parts here', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } }),
          call(spec, { multipart: { padding: 'x'.repeat(UPLOAD_LIMIT + 1) } }),
        ]);
        expect([400, 422]).toContain(broken.status);
        expect(broken.body.message).toEqual(expect.any(String));
        expect(huge.status).toBe(413);
      });
    },
  );
});

describe.runIf(withQuery.length > 0)('query strings', () => {
  it.each(rows(withQuery))('%s names each query field it cannot read', async (_, spec) => {
    const shape = shapeOf(spec.query);
    const bad = 'not valid!';
    const expected = Object.keys(shape).filter((f) => refuses(shape[f]!, bad));
    if (expected.length === 0) return;
    await writesNothing(async () => {
      const query = new URLSearchParams(expected.map((f) => [f, bad]));
      const res = await call(spec, { url: `${urlOf(spec)}?${query}`, json: spec.body ? {} : undefined });
      expect(res.status).toBe(422);
      for (const field of expected) expect(named(res.body.errors, `query.${field}`), res.text).toBe(true);
    });
  });
});

describe.runIf(withParams.length > 0)('path params', () => {
  it.each(rows(withParams))('%s names each path param it cannot read', async (_, spec) => {
    const bad = Object.fromEntries(
      pathParamNames(spec).flatMap((name) => {
        const value = implausibleParam(spec, name);
        return value === null ? [] : [[name, encodeURIComponent(value)]];
      }),
    );
    await writesNothing(async () => {
      const res = await call(spec, { url: urlOf(spec, bad), json: spec.body ? {} : undefined });
      expect(res.status).toBe(422);
      for (const name of Object.keys(bad)) expect(named(res.body.errors, `params.${name}`), res.text).toBe(true);
    });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['PUT', '/api/user/me'],
    ['POST', '/api/auth/login/extra'],
  ])('%s %s is a JSON 404 naming method and path', async (method, path) => {
    const res = await t.request(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: apiMessage.routeNotFound(method, path) });
  });
});

describe.runIf(withBody.length > 0)('arbitrary bodies', () => {
  // Whatever arrives, the answer is a 2xx or a 4xx with a message: never a 500, never a stack.
  // 40 bodies per endpoint as 5 runs of 8 sent at once; a failing batch still shrinks to a small one.
  it.each(rows(withBody))('%s never answers 500', async (_, spec) => {
    const field = fc.constantFrom(...Object.keys(shapeOf(spec.body)), 'extra');
    const body = fc.oneof(fc.jsonValue(), fc.dictionary(field, fc.oneof(fc.string(), fc.jsonValue())));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(body, fc.ipV4()), { minLength: 8, maxLength: 8 }), async (batch) => {
        const answers = await Promise.all(batch.map(([json, ip]) => call(spec, { json, ip })));
        for (const res of answers) {
          expect(res.status, res.text).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.message).toEqual(expect.any(String));
        }
      }),
      { numRuns: 5 },
    );
  });
});

/**
 * The hostile corpus of issue 17, in every field of every endpoint. Nothing answers 5xx; a request refused
 * writes no row. Per endpoint and corpus class: one request with the value in every field, the same with an
 * unknown field too, and one per field the contract would let through carrying the value alone, since only
 * those reach the handler. A lone value the contract refuses meets the same validation as the all-fields
 * request (params, query and body are parsed before any handler runs: server/http/mount.ts), so sending it
 * too would only repeat that path.
 */
const DEEP = 1000;
const deepJson = () => JSON.parse(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`) as unknown;
const CORPUS: [string, () => unknown][] = [
  ['a leading +', () => '+1'],
  ['+1.00', () => '+1.00'],
  ['a NUL byte', () => 'a\u0000b'],
  ['a far date', () => '9999-12-31'],
  ['a date before any', () => '0001-01-01'],
  ['a huge number', () => 1e308],
  ['a huge decimal string', () => '9'.repeat(400)],
  ['a negative huge number', () => -1e308],
  ['deep JSON', deepJson],
  ['a wrong type', () => ({ nested: { object: true } })],
  ['an over-long string', () => 'x'.repeat(3000)],
];
const PATH_TEXTS = ['+1', 'a\u0000b', '9999-12-31', '9'.repeat(400), '-1', '1e308', 'x'.repeat(3000)];

/** Whether the contract would let `value` through (no schema, or an async refinement, lets anything through). */
function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  try {
    return !schema || schema.safeParse(value).success;
  } catch {
    return true;
  }
}

/**
 * The value in every field, then in each field alone where `reaches` says the handler would get it (the other
 * fields as the request carries them); the same input twice is sent once.
 */
function corpusInputs(fields: string[], value: unknown, reaches: (field: string) => boolean) {
  const all = Object.fromEntries(fields.map((field) => [field, value]));
  const alone = fields.filter(reaches).map((field) => ({ [field]: value }));
  return [all, ...alone.filter((input) => fields.length > 1 || !(Object.keys(input)[0]! in all))];
}

/**
 * Endpoints whose only required field is a credential: a corpus value that is well-formed is a wrong guess,
 * and counting it (a rate_limits row) is the write the endpoint owes (issue 17, defect 8). Nothing else may move.
 */
const COUNTS_WRONG_CREDENTIALS = new Set(['/auth/generate-auth-hash']);
const rowsBut = async (ignored: string[]) =>
  Object.fromEntries(Object.entries(await t.countRows()).filter(([table]) => !ignored.includes(table)));

/** Sends `requests` a few at once, asserts none answered 5xx and, when all were refused, that no row was written. */
async function survives(requests: (() => Promise<{ status: number; text: string }>)[], ignored: string[] = []) {
  const before = await rowsBut(ignored);
  const answers = await inPool(requests);
  expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
  if (answers.every((a) => a.status >= 400)) expect(await rowsBut(ignored)).toEqual(before);
}

describe('the bad-input corpus', () => {
  const objectBodies = withBody.filter((spec) => spec.body instanceof z.ZodObject);
  it.each(rows(objectBodies))('%s: every body field with every corpus value', async (_, spec) => {
    const fields = Object.keys(shapeOf(spec.body));
    await survives(
      CORPUS.flatMap(([, value]) => {
        const inputs = corpusInputs(fields, value(), (field) => accepts(spec.body, { [field]: value() }));
        // An unknown field beside the known ones: a strict body refuses it, any other must ignore it.
        const withExtra = { ...inputs[0], extra: value() };
        return [...inputs, withExtra].map((json) => () => call(spec, { json }));
      }),
      COUNTS_WRONG_CREDENTIALS.has(spec.path) ? ['rate_limits'] : [],
    );
  });

  it.each(rows(withQuery))('%s: every query field with every corpus value', async (_, spec) => {
    const fields = Object.keys(shapeOf(spec.query));
    const texts = CORPUS.map(([, value]) => value()).filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    await survives(
      texts.flatMap((value) =>
        corpusInputs(fields, String(value), (field) => accepts(spec.query, { [field]: String(value) })).map(
          (input) => () =>
            call(spec, {
              url: `${urlOf(spec)}?${new URLSearchParams(input as Record<string, string>)}`,
              json: spec.body ? {} : undefined,
            }),
        ),
      ),
    );
  });

  const withAnyParam = allEndpoints.filter((spec) => pathParamNames(spec).length > 0);
  it.each(rows(withAnyParam))('%s: every path param with every corpus text', async (_, spec) => {
    const names = pathParamNames(spec);
    const plausible = Object.fromEntries(names.map((name) => [name, plausibleParam(spec, name)]));
    await survives(
      PATH_TEXTS.flatMap((value) =>
        corpusInputs(names, value, (name) => accepts(spec.params, { ...plausible, [name]: value })).map(
          (input) => () =>
            call(spec, {
              url: urlOf(spec, Object.fromEntries(Object.keys(input).map((name) => [name, encodeURIComponent(value)]))),
              json: spec.body ? {} : undefined,
            }),
        ),
      ),
    );
  });
});

it('covers endpoints that take input at all', () => {
  expect(withBody.length + withQuery.length + withParams.length).toBeGreaterThan(0);
});
