import { existsSync, readFileSync } from 'node:fs';
import { eqeqCharges } from '../../packages/chem/src/charges/eqeq/eqeq.js';
import { cellFromVectors } from '../../packages/chem/src/core/cell.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { MoleculeBuilder } from '../../packages/chem/src/core/molecule.js';
import { findFormat } from '../../packages/chem/src/io/registry.js';
import { bestOf } from './timing.js';

/**
 * `npm run bench:eqeq -- [IRMOF-1.cif]`: seconds for EQeq charges (Ewald sums, kernels converged to
 * 1e-12) of IRMOF-1 (424 atoms; default /work/shared/data/eqeq/IRMOF-1_input.cif; goal ≤ 2 s) and of
 * its 2×1×1 supercell (848 atoms), fastest of 3 runs after one warm-up, with the total charge.
 */
const path = process.argv[2] ?? '/work/shared/data/eqeq/IRMOF-1_input.cif';
if (!existsSync(path)) {
  console.error(`bench:eqeq: ${path} not found; give an IRMOF-1 CIF.`);
  process.exit(2);
}
const irmof = findFormat('cif')!.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules[0]!;

function doubledAlongA(mol: Molecule): Molecule {
  const [a, b, c] = mol.cell!.vectors;
  const builder = new MoleculeBuilder(`${mol.title} 2x1x1`);
  for (const shift of [0, 1]) {
    for (let i = 0; i < mol.atomCount; i++) {
      const p = mol.positions;
      builder.addAtom({
        element: mol.elements[i]!,
        x: p[3 * i]! + shift * a[0],
        y: p[3 * i + 1]! + shift * a[1],
        z: p[3 * i + 2]! + shift * a[2],
      });
    }
  }
  return builder.setCell(cellFromVectors([[2 * a[0], 2 * a[1], 2 * a[2]], b, c])).build();
}

for (const [label, mol] of [
  ['IRMOF-1', irmof],
  ['IRMOF-1 2×1×1', doubledAlongA(irmof)],
] as const) {
  const t = bestOf(3, () => eqeqCharges(mol, { netCharge: 0 }));
  const total = t.value.reduce((s, v) => s + v, 0);
  console.log(
    `${label.padEnd(16)} ${String(mol.atomCount).padStart(5)} atoms  ${t.seconds.toFixed(3)} s  Σq ${total.toExponential(1)}`,
  );
}
