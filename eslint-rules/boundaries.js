// @ts-check
import path from 'node:path';

/**
 * A local ESLint rule that keeps folders apart by what an import *resolves to*, not by how its specifier
 * is spelled: `../../auth/x.js` and `../auth/x.js` are the same import from different depths, and a
 * pattern on the raw text misses one or the other.
 *
 * Each boundary names a root folder; a file's zone is the first folder below it (two folders when the first
 * is one of `nested`, e.g. builders/polymer; '.' for files directly in the root). A file may import
 * from its own zone, from outside the root, and from the zones `allow` lists for it (a key `name/*`
 * stands for every zone `name/…`). `forbid` boundaries
 * are simpler: files under `from` may not import anything under any of `targets`.
 */

/** @typedef {{ kind: 'zones', root: string, nested?: string[], allow?: Record<string, string[]>, message: string }} ZoneBoundary */
/** @typedef {{ kind: 'forbid', from: string, targets: string[], message: string }} ForbidBoundary */

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** @param {string} file @param {string} dir */
const isUnder = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** @param {string} from @param {string} specifier */
function resolved(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return path.resolve(path.dirname(from), specifier);
}

/** @param {ZoneBoundary} b @param {string[]} segments */
function zoneOf(b, segments) {
  const [first = '', second = ''] = segments;
  if (segments.length === 1) return '.';
  return (b.nested ?? []).includes(first) ? `${first}/${second}` : first;
}

/**
 * @param {ZoneBoundary | ForbidBoundary} b
 * @param {string} file
 * @param {string} target
 * @returns {string | undefined} the message when the import crosses the boundary
 */
function crossing(b, file, target) {
  if (b.kind === 'forbid') {
    const from = path.join(repoRoot, b.from);
    if (!isUnder(file, from)) return undefined;
    return b.targets.some((t) => isUnder(target, path.join(repoRoot, t))) ? b.message : undefined;
  }
  const root = path.join(repoRoot, b.root);
  if (!isUnder(file, root) || !isUnder(target, root)) return undefined;
  const zone = zoneOf(b, path.relative(root, file).split(path.sep));
  const other = zoneOf(b, path.relative(root, target).split(path.sep));
  const allowed = b.allow?.[zone] ?? b.allow?.[`${zone.split('/')[0]}/*`] ?? [];
  if (zone === other || allowed.includes(other)) return undefined;
  return `${b.message} (${zone} → ${other})`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across folder boundaries (docs/ARCHITECTURE.md).' },
    schema: false,
  },
  create(context) {
    /** @type {(ZoneBoundary | ForbidBoundary)[]} */
    const boundaries = context.options[0] ?? [];
    const file = context.filename;
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolved(file, source);
      if (!target) return;
      for (const b of boundaries) {
        const message = crossing(b, file, target);
        if (message) context.report({ node, message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
