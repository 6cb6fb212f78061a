import type { Molecule } from '../../core/molecule.js';

export interface ChargeOptions {
  readonly options: readonly number[];
  readonly defaultCharge: number;
}

/**
 * Net charges offered for a structure (spec 000 §5): −4, −2, 0, 2, 4 when the sum of atomic numbers
 * is even, −3, −1, 1, 3 when it is odd (a closed-shell molecule needs an even electron count);
 * the default is the third option (0 when even, +1 when odd).
 */
export function chargeOptions(mol: Pick<Molecule, 'elements'>): ChargeOptions {
  const electrons = mol.elements.reduce((s, z) => s + z, 0);
  const options = electrons % 2 === 0 ? [-4, -2, 0, 2, 4] : [-3, -1, 1, 3];
  return { options, defaultCharge: options[2]! };
}
