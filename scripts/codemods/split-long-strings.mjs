// Prettier never breaks a string. This splits each string literal (and untagged template) that stands on a
// line longer than 120 characters into a concatenation of pieces cut at spaces, which Prettier then lays
// out one piece a line. The value is unchanged; imports, keys, literal types and test titles are left
// alone. In a `sql` tagged template, where white space between tokens means nothing, a long line is broken
// at a space outside quotes, `${…}` and `--` comments instead.
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
  // A test's title: split, Prettier would re-indent the whole test; such titles are shortened by hand.
  if (
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    /^(?:it|test|describe)\b/.test(parent.expression.getText())
  )
    return false;
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

/** Breaks the long lines of a sql`…` template's source at spaces outside '…', "…", `${…}` and `--` comments. */
function breakSql(raw, holes, firstColumn, firstIndent) {
  let offset = 0;
  const out = [];
  for (const line of raw.split('\n')) {
    const at = offset;
    offset += line.length + 1;
    // The first line starts where the template does, after the code before it.
    const column = at === 0 ? firstColumn : 0;
    if (column + line.length <= LIMIT) {
      out.push(line);
      continue;
    }
    const indent = at === 0 ? firstIndent : line.slice(0, line.length - line.trimStart().length);
    const cont = `${indent}  `;
    let quote = null;
    let pieceStart = 0;
    let lastBreak = -1;
    const parts = [];
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (!holes.some(([a, b]) => at + i >= a && at + i < b)) {
        if (quote) {
          if (ch === quote) quote = null;
        } else if (ch === "'" || ch === '"') quote = ch;
        else if (ch === '-' && line[i + 1] === '-') break;
        else if (ch === ' ' && i > indent.length && line[i - 1] !== ' ') lastBreak = i;
      }
      const width = (parts.length ? cont.length : column) + (i - pieceStart);
      if (width >= LIMIT - 2 && lastBreak > pieceStart) {
        parts.push(line.slice(pieceStart, lastBreak));
        pieceStart = lastBreak + 1;
        lastBreak = -1;
      }
    }
    parts.push(line.slice(pieceStart));
    out.push(parts.map((part, i) => (i === 0 ? part : cont + part.trimStart())).join('\n'));
  }
  return out.join('\n');
}

const isSqlTag = (tag) => /^sql(?:\.\w+)?$/.test(tag.getText());

let changed = 0;
for (const arg of process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'server', 'tests', 'scripts']) {
  for (const file of files(arg)) {
    const text = readFileSync(file, 'utf8');
    if (!text.split('\n').some((line) => line.length > LIMIT)) continue;
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const edits = [];
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
        const template = node.template;
        const start = template.getStart(source) + 1;
        const end = template.getEnd() - 1;
        const raw = text.slice(start, end);
        const holes = ts.isTemplateExpression(template)
          ? template.templateSpans.map((span) => [
              span.expression.getStart(source) - 2 - start,
              span.literal.getStart(source) - start + 1,
            ])
          : [];
        const { line, character } = source.getLineAndCharacterOfPosition(start);
        const lineText = text.split('\n')[line];
        const broken = breakSql(
          raw,
          holes,
          character,
          lineText.slice(0, lineText.length - lineText.trimStart().length),
        );
        if (broken !== raw) edits.push({ start, end, text: broken });
        return;
      }
      if (splittable(node)) {
        const start = node.getStart(source);
        const end = node.getEnd();
        const { line, character } = source.getLineAndCharacterOfPosition(start);
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
          // Each piece must fit where Prettier puts it: the first at the literal's column, the rest indented.
          const indent = lineText.length - lineText.trimStart().length;
          const after = lineText.length - (character + (end - start));
          const width = Math.max(30, Math.min(LIMIT - indent - 8, LIMIT - character - after - 6));
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
