import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';

/**
 * GAFF types count neighbours, so every hydrogen must be an atom of the molecule (antechamber
 * requires the same). A neutral C, N or O whose bond orders fall short of its usual valence (4, 3,
 * 2) most likely lacks hydrogens (or a charge, as in a nitro group written N(=O)–O); such atoms
 * are reported, since their types would be wrong.
 */
const VALENCE: ReadonlyMap<number, number> = new Map([
  [6, 4],
  [7, 3],
  [8, 2],
]);

const orderSum = (order: number): number =>
  order === BondOrder.Double ? 2 : order === BondOrder.Triple ? 3 : 1;

export function missingHydrogenWarning(mol: Molecule): Diagnostic[] {
  const sum = new Float64Array(mol.atomCount);
  for (let k = 0; k < mol.bonds.count; k++) {
    const v = orderSum(mol.bonds.order[k]!);
    sum[mol.bonds.a[k]!]! += v;
    sum[mol.bonds.b[k]!]! += v;
  }
  const short: number[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const valence = VALENCE.get(mol.elements[i]!);
    if (valence !== undefined && mol.formalCharges[i] === 0 && sum[i]! < valence) short.push(i);
  }
  if (short.length === 0) return [];
  const ids = short.slice(0, 10).map((i) => i + 1);
  return [
    {
      severity: 'warning',
      code: 'gaff-missing-hydrogens',
      message: `Atoms ${ids.join(', ')}${short.length > 10 ? ' …' : ''} are uncharged but have fewer bonds than their usual valence: hydrogens (or formal charges) seem to be missing, and GAFF types count neighbours, so theirs are likely wrong.`,
      atoms: short,
    },
  ];
}
