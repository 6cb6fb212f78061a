import type { Cell } from '../../core/cell.js';
import { cellFromParameters } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber } from '../text.js';
import { nullField } from './molecule-header.js';
import type { Mol2Section } from './sections.js';
import { dataLines } from './sections.js';

export interface Substructure {
  readonly name: string;
  readonly chain: string;
}

/** SUBSTRUCTURE: 'subst_id subst_name root_atom [subst_type [dict_type [chain …]]]' → id → name and chain. */
export function readSubstructures(
  ctx: TextContext,
  section: Mol2Section | undefined,
): Map<number, Substructure> {
  const out = new Map<number, Substructure>();
  for (const l of dataLines(section)) {
    const f = fields(l.text);
    const id = parseInteger(ctx, l.line, f[0], 'substructure id');
    if (f[1] === undefined) fail(ctx, l.line, 'a SUBSTRUCTURE line needs id, name and root atom.');
    parseInteger(ctx, l.line, f[2], 'root atom id');
    const chain = f[5] ?? '';
    out.set(id, { name: f[1], chain: nullField(chain) ? '' : chain });
  }
  return out;
}

/** CRYSIN: 'a b c alpha beta gamma space_grp setting' (Å, degrees). Symmetry is not applied: atoms stay as listed. */
export function readCrysin(
  ctx: TextContext,
  section: Mol2Section | undefined,
  diagnostics: Diagnostic[],
): Cell | undefined {
  if (!section) return undefined;
  const l = dataLines(section)[0];
  if (!l) fail(ctx, section.line, 'the CRYSIN record is empty.');
  const f = fields(l.text);
  const names = ['a', 'b', 'c', 'alpha', 'beta', 'gamma'] as const;
  const [a, b, c, alpha, beta, gamma] = names.map((n, i) =>
    parseNumber(ctx, l.line, f[i], `cell parameter ${n}`),
  ) as [number, number, number, number, number, number];
  const group = f[6] === undefined ? 1 : parseInteger(ctx, l.line, f[6], 'space group number');
  if (group !== 1) {
    const message = `Space group ${group} is recorded but not applied; the atoms are taken as listed.`;
    diagnostics.push(warning('mol2-space-group', message, { line: l.line }));
  }
  try {
    return cellFromParameters({ a, b, c, alpha, beta, gamma });
  } catch (e) {
    if (e instanceof ChemError) fail(ctx, l.line, e.message);
    throw e;
  }
}

/**
 * UNITY_ATOM_ATTR: 'atom_id n' followed by n 'name value' lines; the 'charge' attribute is the atom's
 * formal charge (Open Babel writes it so). Returns 0-based atom index → charge.
 */
export function readUnityCharges(
  ctx: TextContext,
  section: Mol2Section | undefined,
  ids: ReadonlyMap<number, number>,
): Map<number, number> {
  const out = new Map<number, number>();
  const lines = dataLines(section);
  for (let k = 0; k < lines.length; k++) {
    const head = lines[k]!;
    const f = fields(head.text);
    const id = parseInteger(ctx, head.line, f[0], 'atom id');
    const n = parseInteger(ctx, head.line, f[1], 'number of attributes');
    const atom = ids.get(id);
    if (atom === undefined) fail(ctx, head.line, `atom id ${id} is not defined in the ATOM record.`);
    if (n < 0 || k + n >= lines.length)
      fail(ctx, head.line, `atom ${id} announces ${n} attributes that are not all there.`);
    for (const attr of lines.slice(k + 1, k + 1 + n)) {
      const [name, value] = fields(attr.text);
      if (name?.toLowerCase() !== 'charge') continue;
      const charge = parseInteger(ctx, attr.line, value, 'formal charge');
      if (Math.abs(charge) > 127) fail(ctx, attr.line, `formal charge ${charge} is out of range.`);
      out.set(atom, charge);
    }
    k += n;
  }
  return out;
}
