// ESLint flat config: recommended rules (no type-aware rules, to stay fast) and the import boundaries of
// ARCHITECTURE.md ("Imports flow one way"), enforced with `no-restricted-imports`.
//
// The project imports with relative paths only (no aliases), so a boundary is a set of relative prefixes, and
// those depend on where the importing file sits: for each zone (contracts, sw, lib, components, each feature, the
// rest of src, server) and each depth inside it, the config computes the exact prefixes its files must not use
// (`path.relative` to each forbidden folder).
// Features are read from src/features/*: adding a feature or a folder needs no change here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(root, 'src');
const SERVER = path.join(root, 'server');
const CONTRACTS = path.join(SRC, 'contracts');
const FEATURES = path.join(SRC, 'features');
const ROUTES = path.join(SRC, 'routes');
const SW = path.join(SRC, 'sw');
const ROUTE_TREE = path.join(SRC, 'route-tree.gen');
const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

const subdirs = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => path.join(dir, entry.name));
  } catch {
    return [];
  }
};
const features = subdirs(FEATURES);
// The server's lower layers and what each must not reach up into (the rest of server/ is http, modules,
// middleware and the composition in app.ts, main.ts and lib/bootstrap.ts).
const SERVER_LAYERS = [
  { dir: path.join(SERVER, 'ledger'), above: ['http', 'middleware', 'modules'] },
  { dir: path.join(SERVER, 'jobs'), above: ['http', 'middleware', 'modules'] },
  { dir: path.join(SERVER, 'providers'), above: ['http', 'middleware', 'modules', 'ledger', 'jobs', 'db'] },
  { dir: path.join(SERVER, 'db'), above: ['http', 'middleware', 'modules', 'ledger', 'jobs', 'providers'] },
];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isInside = (dir, parent) => dir === parent || dir.startsWith(parent + path.sep);
const depthBelow = (dir, parent) => path.relative(parent, dir).split(path.sep).filter(Boolean).length;
const rel = (from, to) => path.relative(from, to).split(path.sep).join('/');

/** An import from `fromDir` that resolves into `target` (a folder or a module without extension). */
const into = (fromDir, target, message) => {
  const relative = rel(fromDir, target);
  const prefix = relative.startsWith('..') ? relative : `./${relative}`;
  return { regex: `^${escapeRegex(prefix)}(?:/|\\.[jt]sx?$|$)`, message };
};
/** An import from `fromDir` that climbs out of `zoneRoot` (except into the `allowed` sibling, if given). */
const outOf = (fromDir, zoneRoot, message, allowed) => {
  const ups = `(?:\\.\\./){${depthBelow(fromDir, zoneRoot) + 1}}`;
  if (!allowed) return { regex: `^${ups}`, message };
  const back = rel(path.dirname(zoneRoot), allowed);
  return { regex: `^${ups}(?!${escapeRegex(back)}(?:/|$))`, message };
};

/** The forbidden import patterns for files directly inside `dir`. */
function boundariesFor(dir, isTest) {
  const patterns = [];
  if (isInside(dir, SRC)) {
    patterns.push(into(dir, SERVER, 'src/** never imports server/** (ARCHITECTURE.md).'));
  }
  if (isInside(dir, CONTRACTS)) {
    // Their tests may also use the test tooling.
    const packages = isTest ? '^(?!\\.|zod(?:/|$)|vitest(?:/|$)|fast-check$)' : '^(?!\\.|zod(?:/|$))';
    patterns.push({ regex: packages, message: 'Contracts import only zod and other contracts.' });
    patterns.push(outOf(dir, CONTRACTS, 'Contracts import only zod and other contracts.'));
  }
  if (isInside(dir, SW)) {
    patterns.push(outOf(dir, SW, 'The service worker imports nothing from the app except contracts.', CONTRACTS));
  }
  const lower = ['lib', 'components'].find((name) => isInside(dir, path.join(SRC, name)));
  if (lower) {
    const message = `src/${lower}/** must not import features or routes: move the shared piece down.`;
    patterns.push(into(dir, FEATURES, message), into(dir, ROUTES, message), into(dir, ROUTE_TREE, message));
  }
  const own = features.find((feature) => isInside(dir, feature));
  if (own) {
    const name = path.basename(own);
    for (const other of features) {
      if (other === own) continue;
      patterns.push(into(dir, other, `Feature "${name}" must not import feature "${path.basename(other)}": move the shared piece down to lib or components.`));
    }
    const message = `Feature "${name}" must not import routes: routes compose features, not the other way round.`;
    patterns.push(into(dir, ROUTES, message), into(dir, ROUTE_TREE, message));
  }
  const layer = SERVER_LAYERS.find((zone) => isInside(dir, zone.dir));
  if (layer && !isTest) {
    // Server layers point down (docs/architecture.md): http → modules → ledger, jobs, providers → db.
    // Tests may assemble the whole app (crash.test.ts starts it).
    const message = `server/${path.basename(layer.dir)}/** sits below ${layer.above.join(', ')}: it must not import them.`;
    for (const above of layer.above) patterns.push(into(dir, path.join(SERVER, above), message));
    for (const file of ['app', 'app-jobs', 'main']) patterns.push(into(dir, path.join(SERVER, file), message));
    patterns.push({ regex: '^hono(?:/|$)', message: `server/${path.basename(layer.dir)}/** knows nothing of HTTP (no hono).` });
  }
  if (isInside(dir, SERVER)) {
    // From server/…, src/ is reached by climbing to the root: anything there but src/contracts is refused.
    const toSrc = rel(dir, SRC);
    patterns.push({
      regex: `^${escapeRegex(toSrc)}/(?!contracts(?:/|$))`,
      message: 'server/** imports from src/ only src/contracts/**.',
    });
    patterns.push({ regex: `^${escapeRegex(toSrc)}$`, message: 'server/** imports from src/ only src/contracts/**.' });
  }
  return patterns;
}

// A boundary depends only on a folder's zone and its depth inside it, so the configs are made per zone and depth
// (for folders that do not exist yet too); a file gets exactly one of them, as flat config does not merge the
// options of one rule.
const ZONES = [
  CONTRACTS,
  SW,
  path.join(SRC, 'lib'),
  path.join(SRC, 'components'),
  ...features,
  SRC, // everything else in src/: routes, main.tsx, styles, features/ itself
  ...SERVER_LAYERS.map((layer) => layer.dir),
  SERVER,
];
const MAX_DEPTH = 12;
const TEST_FILE = /\.test\.[jt]sx?$/;
const zoneOf = (dir) => ZONES.find((zone) => isInside(dir, zone));

const boundaryConfigs = ZONES.flatMap((zone) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth).flatMap((depth) =>
    [false, true].map((isTest) => {
      // Any folder at this depth of this zone gets the same patterns as this stand-in.
      const standIn = path.join(zone, ...Array(depth).fill('_'));
      const patterns = boundariesFor(standIn, isTest);
      return {
        name: `boundaries/${rel(root, zone) || '.'}@${depth}${isTest ? ' (tests)' : ''}`,
        // A function matcher: folder names such as `(public)`, `{-$referral}` or `$id` need no glob escaping.
        files: [
          (file) => {
            if (!CODE_FILE.test(file) || TEST_FILE.test(file) !== isTest) return false;
            const dir = path.dirname(file);
            return zoneOf(dir) === zone && depthBelow(dir, zone) === depth;
          },
        ],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      };
    }),
  ),
);

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      'dist/**',
      'dev-dist/**',
      '**/node_modules/**',
      'src/route-tree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'server/http/reference/*.js',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    name: 'browser',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sw/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'service-worker',
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    name: 'e2e',
    files: ['tests/e2e/**/*.ts'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'tests',
    files: ['**/*.test.{ts,tsx}', 'server/test-support/**', 'tests/**'],
    // Test harnesses type loosely on purpose (e.g. response bodies default to any).
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaryConfigs,
);
