// Prettier wraps code at 120 columns but leaves comments and string literals alone. This wraps `//` and
// JSDoc (` * `) comment lines longer than 120 characters at word boundaries, keeping their indentation and
// prefix, and lists the lines still over 120 (strings, URLs, regexes) for a hand to shorten.
// Usage: `node scripts/codemods/wrap-long-lines.mjs [--check] [folders…]` (default: src server tests scripts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LIMIT = 120;
const args = process.argv.slice(2);
const check = args.includes('--check');
const folders = args.filter((arg) => arg !== '--check');
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'migrations', 'reference']);
const CODE = /\.(?:[cm]?[jt]s|[jt]sx|css)$/;
const COMMENT = /^(\s*)(\/\/ |\* |\/\*\* )(.*)$/;
const ONE_LINE_DOC = /^(\s*)\/\*\* (.*) \*\/$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (CODE.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield full;
  }
}

function wrap(indent, prefix, text) {
  const lead = prefix === '/** ' ? ' * ' : prefix;
  const lines = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && indent.length + lead.length + candidate.length > LIMIT) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines.map((line, i) => `${indent}${i === 0 ? prefix : lead}${line}`.trimEnd());
}

let wrapped = 0;
const remaining = [];
for (const folder of folders.length ? folders : ['src', 'server', 'tests', 'scripts']) {
  for (const file of files(folder)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const out = [];
    for (const [i, line] of lines.entries()) {
      const doc = line.length > LIMIT ? ONE_LINE_DOC.exec(line) : null;
      if (doc && !check) {
        // A one-line JSDoc that grew too long becomes a block.
        out.push(`${doc[1]}/**`, ...wrap(doc[1], ' * ', doc[2]), `${doc[1]} */`);
        wrapped++;
        continue;
      }
      const comment = line.length > LIMIT && !line.includes('*/') ? COMMENT.exec(line) : null;
      if (comment && !check) {
        out.push(...wrap(comment[1], comment[2], comment[3]));
        wrapped++;
        continue;
      }
      if (line.length > LIMIT) remaining.push(`${file}:${i + 1} (${line.length})`);
      out.push(line);
    }
    if (!check) writeFileSync(file, out.join('\n'));
  }
}
for (const line of remaining) console.log(line);
console.log(`${check ? '' : `wrapped ${wrapped} comment lines; `}${remaining.length} lines over ${LIMIT} remain`);
if (check && remaining.length > 0) process.exitCode = 1;
