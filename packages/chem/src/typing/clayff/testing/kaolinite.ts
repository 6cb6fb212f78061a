import { readFileSync } from 'node:fs';
import { toCartesian } from '../../../core/cell.js';
import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';
import { readCif } from '../../../io/cif/read.js';
import { bondsFromDistances } from '../../../perception/bonds-from-distances.js';

/**
 * Kaolinite, Al2Si2O5(OH)4, C1 cell with two formula units (26 non-H atoms), as refined by Bish & Von
 * Dreele, Clays Clay Miner. 1989, 37, 289 (AMCSD 0012232; Debian's libavogadro-data, public domain).
 * That refinement has no hydrogen positions: `kaoliniteWithoutHydrogens()` is the file as it is.
 */
export function kaoliniteWithoutHydrogens(): Molecule {
  const text = readFileSync(new URL('../fixtures/kaolinite-bish-1989.cif', import.meta.url), 'utf8');
  return readCif(text).molecules[0]!;
}

/**
 * The same cell with one H on each hydroxyl oxygen (sites labelled O-H*), 0.97 Å from it, opposite
 * the sum of the unit vectors to its cations (a placement for the test, not the neutron positions).
 * `element` replaces chosen atoms' elements (substitutions), by 0-based index.
 */
export function kaolinite(replace: ReadonlyMap<number, number> = new Map()): Molecule {
  const mol = kaoliniteWithoutHydrogens();
  const cell = mol.cell!;
  const { bonds } = bondsFromDistances(mol);
  const b = new MoleculeBuilder(mol.title).setCell(cell);
  const at = (i: number): [number, number, number] => [
    mol.positions[3 * i]!,
    mol.positions[3 * i + 1]!,
    mol.positions[3 * i + 2]!,
  ];
  for (let i = 0; i < mol.atomCount; i++) {
    const [x, y, z] = at(i);
    b.addAtom({ element: replace.get(i) ?? mol.elements[i]!, x, y, z, name: mol.names[i] ?? '' });
  }
  for (let i = 0; i < mol.atomCount; i++) {
    if (!(mol.names[i] ?? '').startsWith('O-H')) continue;
    const sum = [0, 0, 0];
    for (let k = 0; k < bonds.count; k++) {
      const a = bonds.a[k]!;
      const c = bonds.b[k]!;
      if (a !== i && c !== i) continue;
      const image = [0, 1, 2].map((d) => bonds.image?.[3 * k + d] ?? 0) as [number, number, number];
      // The image flags are of atom b relative to atom a.
      const shift = toCartesian(cell, a === i ? image : [-image[0], -image[1], -image[2]]);
      const other = at(a === i ? c : a);
      const v = [0, 1, 2].map((d) => other[d]! + shift[d]! - at(i)[d]!);
      const len = Math.hypot(v[0]!, v[1]!, v[2]!);
      for (let d = 0; d < 3; d++) sum[d]! -= v[d]! / len;
    }
    const len = Math.hypot(sum[0]!, sum[1]!, sum[2]!);
    const [x, y, z] = at(i);
    b.addAtom({
      element: 1,
      x: x + (0.97 * sum[0]!) / len,
      y: y + (0.97 * sum[1]!) / len,
      z: z + (0.97 * sum[2]!) / len,
      name: `H${i + 1}`,
    });
  }
  return b.build();
}
