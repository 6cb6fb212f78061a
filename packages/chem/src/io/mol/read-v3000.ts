import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, parseInteger, parseNumber, truncate } from '../text.js';
import { elementOfSymbol } from './atom-symbol.js';
import type { Ctab, CtabAtom, RecordLines } from './ctab.js';
import { bondOrderOf } from './ctab.js';
import type { V30Line } from './v3000-lines.js';
import { v30Lines, v30Options, v30Tokens } from './v3000-lines.js';

/**
 * Reads a V3000 connection table: 'BEGIN CTAB', 'COUNTS na nb …', the ATOM and BOND blocks (atoms
 * are referred to by their index field, which need not run 1..n) and 'END CTAB'. Other blocks
 * (SGROUP, COLLECTION, OBJ3D, RGROUP, TEMPLATE …) are skipped.
 */
export function readV3000(ctx: TextContext, rec: RecordLines, diagnostics: Diagnostic[]): Ctab {
  const { lines, next } = v30Lines(ctx, rec, rec.start + 4);
  const begin = lines.findIndex((l) => l.text === 'BEGIN CTAB');
  if (begin < 0) fail(ctx, lines[0]?.line ?? rec.start + 5, "the V3000 block has no 'BEGIN CTAB' line.");
  const counts = lines[begin + 1];
  const t = v30Tokens(counts?.text ?? '');
  if (!counts || t[0] !== 'COUNTS')
    fail(ctx, counts?.line ?? next, "'BEGIN CTAB' must be followed by 'COUNTS'.");
  const atomCount = parseInteger(ctx, counts.line, t[1], 'atom count');
  const bondCount = parseInteger(ctx, counts.line, t[2], 'bond count');
  const ids = new Map<number, number>();
  const atoms: CtabAtom[] = [];
  const bonds: BondInput[] = [];
  let k = begin + 2;
  for (; k < lines.length && lines[k]?.text !== 'END CTAB'; k++) {
    const head = lines[k] as V30Line;
    const block = /^BEGIN\s+(\S+)/.exec(head.text)?.[1];
    if (block === undefined) continue;
    const body = blockLines(ctx, lines, k, block);
    if (block === 'ATOM') body.forEach((l) => atoms.push(readAtom(ctx, l, ids, diagnostics)));
    if (block === 'BOND') body.forEach((l) => bonds.push(readBond(ctx, l, ids, diagnostics)));
    k += body.length + 1;
  }
  if (k >= lines.length) fail(ctx, next, "the V3000 block has no 'END CTAB' line.");
  const end = lines[k] as V30Line;
  if (atoms.length !== atomCount)
    fail(ctx, end.line, `COUNTS announces ${atomCount} atoms, the ATOM block holds ${atoms.length}.`);
  if (bonds.length !== bondCount)
    fail(ctx, end.line, `COUNTS announces ${bondCount} bonds, the BOND block holds ${bonds.length}.`);
  return { atoms, bonds, next };
}

/** The lines between 'BEGIN <block>' at `at` and the matching 'END <block>'. */
function blockLines(ctx: TextContext, lines: readonly V30Line[], at: number, block: string): V30Line[] {
  const endText = `END ${block}`;
  const end = lines.findIndex((l, i) => i > at && l.text.replace(/\s+/g, ' ') === endText);
  if (end < 0) fail(ctx, lines[at]?.line, `'BEGIN ${block}' has no matching '${endText}'.`);
  return lines.slice(at + 1, end);
}

function readAtom(
  ctx: TextContext,
  l: V30Line,
  ids: Map<number, number>,
  diagnostics: Diagnostic[],
): CtabAtom {
  const t = v30Tokens(l.text);
  if (t.length < 6)
    fail(ctx, l.line, `an atom line needs index, type, x, y, z and map; found '${truncate(l.text)}'.`);
  const id = parseInteger(ctx, l.line, t[0], 'atom index');
  if (ids.has(id)) fail(ctx, l.line, `atom index ${id} is used twice.`);
  ids.set(id, ids.size);
  const element = elementOfSymbol(ctx, l.line, t[1] ?? '', diagnostics);
  const options = v30Options(t.slice(6));
  const chg = options.get('CHG');
  const charge = chg === undefined ? 0 : parseInteger(ctx, l.line, chg, 'CHG value');
  if (Math.abs(charge) > 15) fail(ctx, l.line, `charge ${charge} is outside -15..+15.`);
  const rad = options.get('RAD');
  if (rad !== undefined && rad !== '0') {
    diagnostics.push(
      warning('mol-radical', `RAD=${truncate(rad)} is not kept; the atom is read as closed-shell.`, {
        line: l.line,
      }),
    );
  }
  return {
    element,
    x: parseNumber(ctx, l.line, t[2], 'x coordinate'),
    y: parseNumber(ctx, l.line, t[3], 'y coordinate'),
    z: parseNumber(ctx, l.line, t[4], 'z coordinate'),
    charge,
  };
}

function readBond(
  ctx: TextContext,
  l: V30Line,
  ids: ReadonlyMap<number, number>,
  diagnostics: Diagnostic[],
): BondInput {
  const t = v30Tokens(l.text);
  if (t.length < 4)
    fail(ctx, l.line, `a bond line needs index, type and two atoms; found '${truncate(l.text)}'.`);
  const order = bondOrderOf(ctx, l.line, parseInteger(ctx, l.line, t[1], 'bond type'), diagnostics);
  const atom = (field: string | undefined): number => {
    const id = parseInteger(ctx, l.line, field, 'atom index of the bond');
    const index = ids.get(id);
    if (index === undefined)
      fail(ctx, l.line, `the bond refers to atom index ${id}, which the ATOM block does not define.`);
    return index;
  };
  const a = atom(t[2]);
  const b = atom(t[3]);
  if (a === b) fail(ctx, l.line, `the bond joins atom index ${t[2]} to itself.`);
  return { a, b, order };
}
