import type { Molecule } from '../../core/molecule.js';

/**
 * The OPLS-AA bond type BOSS would print for a GROMACS oplsaa.ff bond_type: GROMACS splits some BOSS
 * types by a suffix so that bonded look-ups differ (C_2 ketone/ester carbonyl C, O_2, O_3 acid
 * carbonyl O, CT_2 …); the charges of those atoms follow the BOSS type.
 */
export const bossBondType = (gromacsBondType: string): string => gromacsBondType.replace(/_\d+$/, '');

/**
 * The atom classes the LBCC rows are written in: the BOSS bond type, except where the paper needed
 * a different correction for one chemistry of a bond type (LigParGen's mol_boss.py makes the same
 * splits before looking up its table):
 * - carbonyl C bonded to an ester O (OS) → CE, bonded to an amide N (N) → CAM: these keep their
 *   C=O charges (no row), whereas aldehydes, ketones and acids get C–O;
 * - nitrile C next to an aromatic C → CZA, next to an sp3 C → CZT;
 * - amine N (NT) with two H → NP (primary), one → NS, none → N3; only NP has rows.
 * Ester O stays OS here: LigParGen's OS → OE split changes no value (all its rows are 0).
 */
export function lbccClasses(mol: Molecule, bondTypes: readonly string[]): string[] {
  const types = bondTypes.map(bossBondType);
  const neighbours: number[][] = Array.from({ length: mol.atomCount }, () => []);
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  return types.map((t, i) => {
    const around = neighbours[i]!.map((j) => types[j]!);
    const has = (type: string): boolean => around.includes(type);
    switch (t) {
      case 'C':
        if (has('O') && has('OS')) return 'CE';
        return has('N') ? 'CAM' : t;
      case 'CZ':
        if (!has('NZ')) return t;
        return has('CA') ? 'CZA' : has('CT') ? 'CZT' : t;
      case 'NT': {
        const hydrogens = around.filter((n) => n === 'H').length;
        return hydrogens === 2 ? 'NP' : hydrogens === 1 ? 'NS' : hydrogens === 0 ? 'N3' : t;
      }
      default:
        return t;
    }
  });
}
