import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedEndpoints } from '@/src/contracts/registry';
import { openApiDocument } from './openapi';

/**
 * Issue 19 item 13: `/api/openapi.json` is a document a real client can use: Redocly's recommended rules
 * find nothing (not one warning), and openapi-typescript generates a client whose types a program can use.
 */
const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const document = openApiDocument(namedEndpoints);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cardportal-openapi-'));
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
  writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Operation = { operationId: string; responses: Record<string, unknown> };
const operations = () =>
  Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path: p, method, op: op as Operation })),
  );

describe('the OpenAPI document', () => {
  it('names each operation by its contract, once, and documents its errors with the error shape', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids).toHaveLength(namedEndpoints.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('login');
    for (const { path: p, method, op } of operations()) {
      const statuses = Object.keys(op.responses);
      expect(statuses, `${method} ${p}`).toContain('422');
      if (p !== '/auth/login') continue;
      expect(statuses).toEqual(expect.arrayContaining(['200', '400', '413', '415', '422', '429']));
    }
    const me = (document.paths['/user/me'] as Record<string, Operation>).get!;
    expect(Object.keys(me.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(document.components.schemas.ValidationError).toMatchObject({ required: ['message', 'errors'] });
    expect(document.info.license.name).toBeTruthy();
  });

  it('lists the fee history under an unambiguous path and says where the spec puts it', () => {
    expect(document.paths['/company/{id}/fee-history']).toBeUndefined();
    const op = (document.paths['/company/fee-history/{id}'] as Record<string, Operation & { description: string }>)
      .get!;
    expect(op.operationId).toBe('companyFeeHistory');
    expect(op.description).toContain('/company/{id}/fee-history');
  });

  it('passes redocly lint with the recommended rules: no error, no warning', { timeout: 120_000 }, async () => {
    const { stdout } = await run(
      bin('redocly'),
      ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('generates a typed client with openapi-typescript that type-checks', { timeout: 180_000 }, async () => {
    await run(bin('openapi-typescript'), ['openapi.json', '-o', 'api.d.ts'], { cwd: dir });
    expect(readFileSync(path.join(dir, 'api.d.ts'), 'utf8')).toContain('operations');
    // A client's use of the types: a typed path, its success payload and its validation error.
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { components, operations, paths } from './api';",
        "type Me = paths['/user/me']['get']['responses']['200']['content']['application/json']['data'];",
        'export const email = (me: Me): string => me.email;',
        "type Login = operations['login']['requestBody'];",
        "export const body: NonNullable<Login>['content']['multipart/form-data'] = { email: 'a@b.test', password: " +
          "'x' };",
        "type Invalid = components['schemas']['ValidationError'];",
        'export const fields = (e: Invalid): string[] => Object.keys(e.errors);',
        "type History = operations['companyFeeHistory']['parameters']['path'];",
        'export const history: History = { id: 1 };',
        '',
      ].join('\n'),
    );
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    const result = await run(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        'false',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        'client.ts',
      ],
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? 'failed',
    }));
    expect(`${result.stdout}${result.stderr}`).toBe('');
  });
});
