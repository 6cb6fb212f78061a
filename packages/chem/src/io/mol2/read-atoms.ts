import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber, truncate } from '../text.js';
import { elementOfName, elementOfType } from './atom-element.js';
import type { Mol2Line, Mol2Section } from './sections.js';
import { dataLines } from './sections.js';

/** One ATOM line: 'atom_id atom_name x y z atom_type [subst_id [subst_name [charge [status_bit]]]]'. */
export interface Mol2Atom {
  readonly id: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly type: string;
  readonly element: number;
  readonly substId: number | undefined;
  readonly substName: string | undefined;
  readonly charge: number | undefined;
}

/** Per-molecule record of how elements were found, turned into one diagnostic each at the end. */
interface ElementNotes {
  readonly fromName: number[];
  readonly ambiguous: number[];
  readonly dummy: number[];
}

/** Reads the ATOM record; there must be exactly `count` atom lines. */
export function readAtoms(
  ctx: TextContext,
  section: Mol2Section,
  count: number,
  diagnostics: Diagnostic[],
): Mol2Atom[] {
  const lines = dataLines(section);
  if (lines.length !== count) {
    const at = lines[count]?.line ?? section.line;
    fail(ctx, at, `the MOLECULE record announces ${count} atoms, the ATOM record holds ${lines.length}.`);
  }
  const notes: ElementNotes = { fromName: [], ambiguous: [], dummy: [] };
  const atoms = lines.map((l, i) => readAtom(ctx, l, i, notes));
  for (const item of elementDiagnostics(notes, section.line)) diagnostics.push(item);
  return atoms;
}

function readAtom(ctx: TextContext, l: Mol2Line, index: number, notes: ElementNotes): Mol2Atom {
  const f = fields(l.text);
  if (f.length < 6)
    fail(ctx, l.line, `an ATOM line needs id, name, x, y, z and type; found '${truncate(l.text.trim())}'.`);
  const [name = '', type = ''] = [f[1], f[5]];
  return {
    id: parseInteger(ctx, l.line, f[0], 'atom id'),
    name,
    x: parseNumber(ctx, l.line, f[2], 'x coordinate'),
    y: parseNumber(ctx, l.line, f[3], 'y coordinate'),
    z: parseNumber(ctx, l.line, f[4], 'z coordinate'),
    type,
    element: elementOf(ctx, l.line, name, type, index, notes),
    substId: f[6] === undefined ? undefined : parseInteger(ctx, l.line, f[6], 'substructure id'),
    substName: f[7],
    charge: f[8] === undefined ? undefined : parseNumber(ctx, l.line, f[8], 'partial charge'),
  };
}

function elementOf(
  ctx: TextContext,
  line: number,
  name: string,
  type: string,
  index: number,
  notes: ElementNotes,
): number {
  const t = elementOfType(type);
  if (t.kind === 'element') return t.z;
  if (t.kind === 'query')
    fail(ctx, line, `atom type '${truncate(type)}' is a SYBYL query type, not an atom.`);
  if (t.kind === 'dummy') {
    notes.dummy.push(index);
    return 0;
  }
  const fromName = elementOfName(name, type);
  if (!fromName) {
    fail(
      ctx,
      line,
      `neither the atom type '${truncate(type)}' nor the atom name '${truncate(name)}' gives an element.`,
    );
  }
  notes.fromName.push(index);
  if (fromName.ambiguous) notes.ambiguous.push(index);
  return fromName.z;
}

function elementDiagnostics(notes: ElementNotes, line: number): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (notes.fromName.length > 0) {
    const message = `${notes.fromName.length} atom(s) carry non-SYBYL types (e.g. GAFF); their elements were taken from the atom names.`;
    out.push({
      ...warning('mol2-element-from-name', message, { line, atoms: notes.fromName }),
      severity: 'info',
    });
  }
  if (notes.ambiguous.length > 0) {
    const message = `${notes.ambiguous.length} all-capital atom name(s) such as 'CA1' were read by their first letter (C, not Ca).`;
    out.push(warning('mol2-ambiguous-name', message, { line, atoms: notes.ambiguous }));
  }
  if (notes.dummy.length > 0) {
    const message = `${notes.dummy.length} dummy atom(s) (type Du) were read as massless sites (element 0, like a lone pair).`;
    out.push(warning('mol2-dummy-atom', message, { line, atoms: notes.dummy }));
  }
  return out;
}
