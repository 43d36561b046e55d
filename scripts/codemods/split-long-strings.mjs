// Prettier never breaks a string. This splits each string literal (and untagged template) that stands on a
// line longer than 120 characters into a concatenation of pieces cut at spaces, which Prettier then lays
// out one piece a line. The value is unchanged; tagged templates (sql`…`), imports, keys and literal types
// are left alone, for a hand to shorten.
// Usage: `node scripts/codemods/split-long-strings.mjs [files or folders…]` then `npx prettier --write`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const LIMIT = 120;
const SKIP = new Set(['node_modules', 'dist', 'dev-dist', 'migrations', 'reference']);
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

function* files(entry) {
  if (statSync(entry).isFile()) {
    if (CODE.test(entry) && !entry.endsWith('.gen.ts')) yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (SKIP.has(child.name) || child.name.startsWith('.')) continue;
    yield* files(path.join(entry, child.name));
  }
}

const splittable = (node) => {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return false;
  if (ts.isLiteralTypeNode(parent) || ts.isJsxAttribute(parent) || ts.isTaggedTemplateExpression(parent)) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return false;
  if (ts.isEnumMember(parent) || ts.isModuleDeclaration(parent)) return false;
  if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isTypeAssertionExpression(parent))
    return false;
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
};

/**
 * Cuts `raw` (the literal's source without its quotes) at spaces outside `${…}` into pieces of at most
 * `width` characters where it can; each piece keeps its trailing space, so joining them gives `raw` back.
 */
function cut(raw, width, holes) {
  const pieces = [];
  let start = 0;
  let lastSpace = -1;
  for (let i = 0; i < raw.length; i++) {
    if (holes.some(([a, b]) => i >= a && i < b)) continue;
    if (raw[i] === ' ' && raw[i - 1] !== '\\') lastSpace = i;
    if (i - start >= width && lastSpace > start) {
      pieces.push(raw.slice(start, lastSpace + 1));
      start = lastSpace + 1;
      lastSpace = -1;
    }
  }
  pieces.push(raw.slice(start));
  return pieces.filter((piece) => piece.length > 0);
}

let changed = 0;
for (const arg of process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'server', 'tests', 'scripts']) {
  for (const file of files(arg)) {
    const text = readFileSync(file, 'utf8');
    if (!text.split('\n').some((line) => line.length > LIMIT)) continue;
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const edits = [];
    const visit = (node) => {
      if (splittable(node)) {
        const start = node.getStart(source);
        const end = node.getEnd();
        const { line } = source.getLineAndCharacterOfPosition(start);
        const lineText = text.split('\n')[line];
        if (lineText.length > LIMIT && end - start > 40) {
          const quote = text[start];
          const raw = text.slice(start + 1, end - 1);
          // `${…}` spans, relative to raw, are never cut.
          const holes = ts.isTemplateExpression(node)
            ? node.templateSpans.map((span) => [
                span.expression.getStart(source) - 2 - start - 1,
                span.literal.getStart(source) - start,
              ])
            : [];
          const indent = lineText.length - lineText.trimStart().length;
          const width = Math.max(40, LIMIT - indent - 8);
          const pieces = cut(raw, width, holes);
          if (pieces.length > 1) {
            const joined = pieces.map((piece) => `${quote}${piece}${quote}`).join(' +\n');
            // A member access or call on the literal must still apply to the whole string.
            const parent = node.parent;
            const bound =
              (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
              parent.expression === node;
            edits.push({ start, end, text: bound ? `(${joined})` : joined });
          }
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (!edits.length) continue;
    let out = text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    }
    writeFileSync(file, out);
    changed += edits.length;
  }
}
console.log(`split ${changed} long strings`);
