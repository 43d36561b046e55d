// Import boundaries (docs/architecture.md) once cross-folder imports are `@/…` (scripts/codemods/alias-imports.mjs).
// Flat config does not merge one rule's options, so each block repeats the general patterns before its own.
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const p = (regex, message) => ({ regex, message });
const block = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const any = [p('^\\.\\./', 'Import across folders with @/… (scripts/codemods/alias-imports.mjs).')];
const src = [...any, p('^@/server/', 'src/** never imports server/**.')];
const server = [...any, p('^@/src/(?!contracts/)', 'server/** imports from src/ only src/contracts/**.')];
const below = (layer, above) =>
  block(
    [`server/${layer}/**/*.ts`],
    [
      ...server,
      p(
        `^(?:@/server/(?:${above}|app|app-jobs|main)(?:/|\\.ts$|$)|hono(?:/|$))`,
        `server/${layer} sits below ${above}.`,
      ),
    ],
    ['**/*.test.ts'],
  );

export const boundaries = [
  block(['**/*.{ts,tsx,js,mjs}'], any),
  block(['src/**/*.{ts,tsx}'], src),
  block(
    ['src/contracts/**/*.ts'],
    [
      ...src,
      p(
        '^(?!\\.|zod(?:/|$)|vitest(?:/|$)|fast-check$|@/src/contracts/)',
        'Contracts import only zod and other contracts.',
      ),
    ],
  ),
  block(
    ['src/sw/**/*.ts'],
    [...src, p('^@/(?!src/contracts/|src/sw/)', 'The service worker imports nothing from the app but contracts.')],
  ),
  block(
    ['src/{lib,components}/**/*.{ts,tsx}'],
    [...src, p('^@/src/(?:features|routes|route-tree\\.gen)(?:/|$)', 'lib and components import no feature or route.')],
  ),
  ...features.map((f) =>
    block(
      [`src/features/${f}/**/*.{ts,tsx}`],
      [
        ...src,
        p(
          `^@/src/(?:routes|route-tree\\.gen|features/(?!${f}/))`,
          `Feature "${f}" imports no other feature and no route.`,
        ),
      ],
    ),
  ),
  block(['server/**/*.ts'], server),
  below('lib', 'http|middleware|modules'),
  below('ledger', 'http|middleware|modules'),
  below('jobs', 'http|middleware|modules'),
  below('providers', 'http|middleware|modules|ledger|jobs|db'),
  below('db', 'http|middleware|modules|ledger|jobs|providers'),
];
