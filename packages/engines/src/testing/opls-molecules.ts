import { existsSync, readFileSync } from 'node:fs';
import type { GromacsForceField } from '@topoforge/chem';
import { BondOrder, MoleculeBuilder, parseGromacsForceField } from '@topoforge/chem';

/** gromacs-data's OPLS-AA/L (the Debian package the test setup installs). */
export const OPLS = '/usr/share/gromacs/top/oplsaa.ff';

/**
 * Coordinates (Å) in the .itp atom order, from Open Babel 3.1.1 `--gen3d` (CCO, CCCO) reordered to
 * the .itp's numbering and rounded to 0.001 Å.
 */
export const OPLS_MOLECULES = [
  {
    itp: 'ethanol.itp',
    moleculeName: 'ETH',
    positions: [
      [1.073, -0.061, -0.043],
      [0.688, 0.705, -0.723],
      [0.681, 0.131, 0.962],
      [0.687, -1.037, -0.354],
      [2.587, -0.063, -0.036],
      [2.978, 0.905, 0.292],
      [2.974, -0.27, -1.038],
      [3.068, -1.07, 0.841],
      [2.729, -0.872, 1.731],
    ],
  },
  {
    itp: '1propanol.itp',
    moleculeName: 'POL',
    positions: [
      [0.949, -0.1, 0.001],
      [0.588, -1.127, 0.118],
      [0.549, 0.297, -0.937],
      [0.548, 0.497, 0.826],
      [2.467, -0.071, -0.001],
      [2.851, -0.704, -0.81],
      [2.849, -0.507, 0.93],
      [3.0, 1.345, -0.162],
      [2.658, 1.994, 0.651],
      [2.669, 1.78, -1.111],
      [4.421, 1.33, -0.16],
      [4.708, 0.967, 0.695],
    ],
  },
] as const;

export const readOpls = (name: string) =>
  existsSync(`${OPLS}/${name}`) ? readFileSync(`${OPLS}/${name}`, 'utf8') : undefined;

/** Types, charges, names and bonds of the shipped molecule .itp, with the given coordinates. */
export function fromItp(ff: GromacsForceField, itp: string, positions: readonly (readonly number[])[]) {
  const parsed = parseGromacsForceField(itp, readOpls, OPLS);
  const rows = (name: string) => parsed.otherSections.find((s) => s.name === name)?.rows ?? [];
  const atoms = rows('atoms').map((r) => ({
    type: r.fields[1]!,
    name: r.fields[4]!,
    charge: Number(r.fields[6]),
  }));
  const b = new MoleculeBuilder(itp);
  atoms.forEach((a, i) => {
    const [x = 0, y = 0, z = 0] = positions[i] ?? [];
    const element = ff.atomTypes.get(a.type)?.atomicNumber ?? 0;
    b.addAtom({ element, x, y, z, name: a.name });
  });
  for (const r of rows('bonds'))
    b.addBond({ a: Number(r.fields[0]) - 1, b: Number(r.fields[1]) - 1, order: BondOrder.Single });
  return {
    molecule: b.build(),
    types: atoms.map((a) => a.type),
    charges: Float64Array.from(atoms.map((a) => a.charge)),
  };
}
