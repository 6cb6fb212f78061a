import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput } from '../../core/molecule.js';
import { truncate } from '../text.js';
import type { CifBlock, CifValue } from './cif-blocks.js';
import { isMissing } from './cif-values.js';

const LABEL_1 = '_geom_bond_atom_site_label_1';
const LABEL_2 = '_geom_bond_atom_site_label_2';
const SYMMETRY_1 = '_geom_bond_site_symmetry_1';
const SYMMETRY_2 = '_geom_bond_site_symmetry_2';

export const hasGeomBonds = (block: CifBlock): boolean => block.columns.has(LABEL_1);

type Triple = [number, number, number];

/**
 * Lattice translation of a CIF symmetry code: '.' or '?' (or no column) is the atom as listed, `n`
 * is operator n untranslated, `n_klm` is operator n then the translation (k−5, l−5, m−5). Only
 * operator 1 (the identity in a P 1 block) is accepted; anything else returns undefined.
 */
function translation(code: CifValue | undefined): Triple | undefined {
  if (isMissing(code)) return [0, 0, 0];
  const m = /^(\d+)(?:_(\d)(\d)(\d))?$/.exec((code as CifValue).text);
  if (!m || m[1] !== '1') return undefined;
  return m[2] === undefined ? [0, 0, 0] : [Number(m[2]) - 5, Number(m[3]) - 5, Number(m[4]) - 5];
}

/**
 * The `_geom_bond` loop of a P 1 block as bonds between atoms (by `_atom_site_label`), with the
 * periodic image of atom 2 relative to atom 1 from the two symmetry codes. Distances are not needed:
 * the labels and codes say which atoms. A row naming an unknown label, an ambiguous label (used by
 * several atoms) or another symmetry operator is skipped with a warning naming its line. Bond orders
 * are not in the core dictionary: every bond is read with order Unknown, for perception to assign.
 */
export function readGeomBonds(
  block: CifBlock,
  labels: readonly string[],
  diagnostics: Diagnostic[],
): BondInput[] {
  const first = new Map<string, number>();
  const repeated = new Set<string>();
  labels.forEach((l, i) => (first.has(l) ? repeated.add(l) : first.set(l, i)));
  const column = (tag: string): readonly CifValue[] => block.columns.get(tag) ?? [];
  const [l1, l2, s1, s2] = [column(LABEL_1), column(LABEL_2), column(SYMMETRY_1), column(SYMMETRY_2)];
  const bonds: BondInput[] = [];
  const skipped: string[] = [];
  l1.forEach((v1, row) => {
    const v2 = l2[row];
    const [a, b] = [first.get(v1.text), v2 && first.get(v2.text)];
    const [t1, t2] = [translation(s1[row]), translation(s2[row])];
    if (
      a === undefined ||
      b === undefined ||
      !t1 ||
      !t2 ||
      repeated.has(v1.text) ||
      repeated.has(v2?.text ?? '')
    ) {
      skipped.push(`line ${v1.line} (${truncate(v1.text)}–${truncate(v2?.text ?? '?')})`);
      return;
    }
    const image: Triple = [t2[0] - t1[0], t2[1] - t1[1], t2[2] - t1[2]];
    if (a === b && image.every((x) => x === 0)) {
      skipped.push(`line ${v1.line} (${truncate(v1.text)} bonded to itself)`);
      return;
    }
    bonds.push({ a, b, order: BondOrder.Unknown, image });
  });
  if (skipped.length > 0) {
    diagnostics.push(
      warning(
        'cif-bond-skipped',
        `data_${block.name}: ${skipped.length} _geom_bond row(s) name an unknown or repeated site label or a ` +
          `symmetry code other than 1_klm, and were not read: ${skipped.slice(0, 10).join(', ')}` +
          `${skipped.length > 10 ? ` and ${skipped.length - 10} more` : ''}.`,
        { line: l1[0]?.line },
      ),
    );
  }
  return bonds;
}
