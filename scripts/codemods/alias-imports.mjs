// Rewrites relative imports that leave their folder (`../…`) to the `@/…` alias (the repository's root,
// tsconfig.json "paths"), so a boundary is one pattern whatever the importing file's depth. Imports inside
// a folder (`./…`) stay relative. Covers static imports and re-exports, import(), vi.mock() and
// vi.importActual(). Usage: `node scripts/codemods/alias-imports.mjs [--check] [folders…]` (default: src
// server tests scripts); --check lists what would change and exits 1 if anything would.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const folders = args.filter((arg) => arg !== '--check');
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'migrations', 'codemods']);
const GENERATED = new Set(['src/route-tree.gen.ts']);
// from '…', import('…'), vi.mock('…'), vi.importActual('…'), export … from '…'
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])(\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (CODE.test(entry.name)) yield full;
  }
}

let changedFiles = 0;
let changedImports = 0;
for (const folder of folders.length ? folders : ['src', 'server', 'tests', 'scripts']) {
  const start = path.join(root, folder);
  if (!statSync(start, { throwIfNoEntry: false })?.isDirectory()) continue;
  for (const file of files(start)) {
    const relFile = path.relative(root, file).split(path.sep).join('/');
    if (GENERATED.has(relFile)) continue;
    const text = readFileSync(file, 'utf8');
    let count = 0;
    const next = text.replace(SPECIFIER, (match, lead, quote, specifier) => {
      const target = path
        .relative(root, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) return match; // outside the repository: leave it alone
      count++;
      return `${lead}${quote}@/${target}${quote}`;
    });
    if (count === 0) continue;
    changedFiles++;
    changedImports += count;
    if (check) console.log(`${relFile}: ${count}`);
    else writeFileSync(file, next);
  }
}
console.log(`${check ? 'would rewrite' : 'rewrote'} ${changedImports} imports in ${changedFiles} files`);
if (check && changedImports > 0) process.exitCode = 1;
