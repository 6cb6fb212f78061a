import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, truncate } from '../text.js';
import type { Mol2Section } from './sections.js';
import { dataLines } from './sections.js';

const ORDERS: Readonly<Record<string, BondOrder>> = {
  '1': BondOrder.Single,
  '2': BondOrder.Double,
  '3': BondOrder.Triple,
  ar: BondOrder.Aromatic,
  am: BondOrder.Amide,
};

const UNKNOWN: Readonly<Record<string, string>> = { du: 'dummy', un: 'unknown', nc: 'not connected' };

/**
 * Reads the BOND record: 'bond_id origin_atom_id target_atom_id bond_type [status_bits]'. Atoms are
 * referred to by their ATOM ids (`ids`: id → 0-based index). 'du', 'un' and 'nc' become Unknown with a
 * warning (even 'nc', "not connected", so that nothing the file lists is lost silently).
 */
export function readBonds(
  ctx: TextContext,
  section: Mol2Section | undefined,
  count: number | undefined,
  ids: ReadonlyMap<number, number>,
  diagnostics: Diagnostic[],
): BondInput[] {
  const lines = dataLines(section);
  if (count !== undefined && lines.length !== count) {
    const at = lines[count]?.line ?? section?.line;
    fail(ctx, at, `the MOLECULE record announces ${count} bonds, the BOND record holds ${lines.length}.`);
  }
  return lines.map((l) => {
    const f = fields(l.text);
    if (f.length < 4)
      fail(ctx, l.line, `a BOND line needs id, two atom ids and a type; found '${truncate(l.text.trim())}'.`);
    const atom = (field: string | undefined, which: string): number => {
      const id = parseInteger(ctx, l.line, field, `${which} atom id`);
      const index = ids.get(id);
      if (index === undefined)
        fail(ctx, l.line, `the bond refers to atom id ${id}, which the ATOM record does not define.`);
      return index;
    };
    const a = atom(f[1], 'origin');
    const b = atom(f[2], 'target');
    if (a === b) fail(ctx, l.line, `the bond joins atom id ${f[1]} to itself.`);
    return { a, b, order: orderOf(ctx, l.line, f[3] ?? '', diagnostics) };
  });
}

function orderOf(ctx: TextContext, line: number, type: string, diagnostics: Diagnostic[]): BondOrder {
  const key = type.toLowerCase();
  const order = ORDERS[key];
  if (order !== undefined) return order;
  const unknown = UNKNOWN[key];
  if (unknown === undefined)
    fail(ctx, line, `bond type '${truncate(type)}' is not one of 1 2 3 am ar du un nc.`);
  diagnostics.push(
    warning('mol2-unknown-bond', `Bond type '${type}' (${unknown}) is read as a bond of unknown order.`, {
      line,
    }),
  );
  return BondOrder.Unknown;
}
