import { fail, fields, parseNumber } from '../../io/text.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { type LineCursor, numberAt, splitTypes } from './line-reader.js';
import type {
  AmberAngle,
  AmberBond,
  AmberDihedral,
  AmberImproper,
  AmberMass,
  AmberTorsionTerm,
  Quartet,
} from './types.js';
import { typeKey } from './types.js';

/**
 * Readers for the bonded sections of parm.dat. A type combination given twice keeps its first entry,
 * as LEaP does within one file, and the repeat is reported.
 */
function keep<T>(map: Map<string, T>, key: string, value: T, line: number, diags: Diagnostic[]): void {
  if (map.has(key)) {
    diags.push(
      warning('amber-dat-duplicate', `parameter ${key} is given again; the first entry is kept.`, { line }),
    );
    return;
  }
  map.set(key, value);
}

export function readMasses(cursor: LineCursor, diags: Diagnostic[]): Map<string, AmberMass> {
  const masses = new Map<string, AmberMass>();
  for (const { text, line } of cursor.section('atom masses')) {
    const f = fields(text);
    const type = f[0] ?? '';
    const mass = parseNumber(cursor.ctx, line, f[1], `mass of atom type '${type}'`);
    const pol = f[2] !== undefined && Number.isFinite(Number(f[2])) ? Number(f[2]) : undefined;
    const entry: AmberMass =
      pol === undefined ? { type, mass, line } : { type, mass, polarizability: pol, line };
    keep(masses, type, entry, line, diags);
  }
  if (masses.size === 0) fail(cursor.ctx, cursor.lineNumber - 1, 'the atom mass section is empty.');
  return masses;
}

export function readBonds(cursor: LineCursor, diags: Diagnostic[]): Map<string, AmberBond> {
  const bonds = new Map<string, AmberBond>();
  for (const { text, line } of cursor.section('bond')) {
    const { types, rest } = splitTypes(cursor.ctx, text, line, 2);
    const k = numberAt(cursor.ctx, line, rest, 0, 'bond force constant');
    const r0 = numberAt(cursor.ctx, line, rest, 1, 'equilibrium bond length');
    keep(bonds, typeKey(types), { types: [types[0] ?? '', types[1] ?? ''], k, r0, line }, line, diags);
  }
  return bonds;
}

export function readAngles(cursor: LineCursor, diags: Diagnostic[]): Map<string, AmberAngle> {
  const angles = new Map<string, AmberAngle>();
  for (const { text, line } of cursor.section('angle')) {
    const { types, rest } = splitTypes(cursor.ctx, text, line, 3);
    const k = numberAt(cursor.ctx, line, rest, 0, 'angle force constant');
    const theta0 = numberAt(cursor.ctx, line, rest, 1, 'equilibrium angle');
    const t: AmberAngle['types'] = [types[0] ?? '', types[1] ?? '', types[2] ?? ''];
    keep(angles, typeKey(types), { types: t, k, theta0, line }, line, diags);
  }
  return angles;
}

const quartet = (t: readonly string[]): Quartet => [t[0] ?? '', t[1] ?? '', t[2] ?? '', t[3] ?? ''];

/**
 * Proper torsions: IDIVF, PK, PHASE, PN. A negative PN says that the next line adds another Fourier
 * term to the same quartet.
 */
export function readDihedrals(cursor: LineCursor, diags: Diagnostic[]): Map<string, AmberDihedral> {
  const dihedrals = new Map<string, AmberDihedral>();
  let open: { key: string; types: Quartet; terms: AmberTorsionTerm[]; line: number } | undefined;
  for (const { text, line } of cursor.section('dihedral')) {
    const { types, rest } = splitTypes(cursor.ctx, text, line, 4);
    const key = typeKey(types);
    const divider = numberAt(cursor.ctx, line, rest, 0, 'barrier divider IDIVF');
    if (divider <= 0) fail(cursor.ctx, line, `the barrier divider IDIVF must be positive, found ${divider}.`);
    const pk = numberAt(cursor.ctx, line, rest, 1, 'barrier height PK');
    const phase = numberAt(cursor.ctx, line, rest, 2, 'phase');
    const pn = numberAt(cursor.ctx, line, rest, 3, 'periodicity PN');
    if (pn === 0) fail(cursor.ctx, line, 'the periodicity PN must not be 0.');
    if (open && open.key !== key) {
      fail(
        cursor.ctx,
        line,
        `dihedral ${open.key} (line ${open.line}) announced more terms but ${key} follows.`,
      );
    }
    open ??= { key, types: quartet(types), terms: [], line };
    open.terms.push({ divider, pk, phase, periodicity: Math.abs(pn), line });
    if (pn > 0) {
      keep(dihedrals, key, { types: open.types, terms: open.terms }, open.line, diags);
      open = undefined;
    }
  }
  if (open) fail(cursor.ctx, open.line, `dihedral ${open.key} announced more terms but the section ends.`);
  return dihedrals;
}

export function readImpropers(cursor: LineCursor, diags: Diagnostic[]): Map<string, AmberImproper> {
  const impropers = new Map<string, AmberImproper>();
  for (const { text, line } of cursor.section('improper')) {
    const { types, rest } = splitTypes(cursor.ctx, text, line, 4);
    const pk = numberAt(cursor.ctx, line, rest, 0, 'improper barrier height PK');
    const phase = numberAt(cursor.ctx, line, rest, 1, 'improper phase');
    const pn = numberAt(cursor.ctx, line, rest, 2, 'improper periodicity PN');
    const entry = { types: quartet(types), pk, phase, periodicity: Math.abs(pn), line };
    keep(impropers, typeKey(types), entry, line, diags);
  }
  return impropers;
}
