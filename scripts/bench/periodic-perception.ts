import { cellFromParameters, toCartesian } from '../../packages/chem/src/core/cell.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { MoleculeBuilder, withBonds } from '../../packages/chem/src/core/molecule.js';
import { bondsFromDistances } from '../../packages/chem/src/perception/bonds-from-distances.js';
import { perceive } from '../../packages/chem/src/perception/perceive.js';
import { periodicRingBudget, periodicRings } from '../../packages/chem/src/perception/periodic-rings.js';
import { ringGraph } from '../../packages/chem/src/perception/ring-graph.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/bench/periodic-perception.ts`: what periodic perception
 * costs at its bounds (issue 14, item 1). Prints, not a test: the time to refuse the tiny NaCl cells that
 * used to run for minutes, bonds and rings of diamond supercells with the ring search's work per bond,
 * and the time the ring search takes to reach a work budget and stop (its default, periodicRingBudget, and 20 million).
 */
const DIAMOND: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [0, 0.5, 0.5],
  [0.5, 0, 0.5],
  [0.5, 0.5, 0],
  [0.25, 0.25, 0.25],
  [0.25, 0.75, 0.75],
  [0.75, 0.25, 0.75],
  [0.75, 0.75, 0.25],
];

function diamondSupercell(n: number): Molecule {
  const a = 3.567 * n;
  const cell = cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 });
  const builder = new MoleculeBuilder(`diamond ${n}³`);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      for (let k = 0; k < n; k++)
        for (const [x, y, z] of DIAMOND) {
          const [cx, cy, cz] = toCartesian(cell, [(x + i) / n, (y + j) / n, (z + k) / n]);
          builder.addAtom({ element: 6, x: cx, y: cy, z: cz });
        }
  return builder.setCell(cell).build();
}

function tinyNaCl(a: number): Molecule {
  const cell = cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 });
  const builder = new MoleculeBuilder('NaCl');
  builder.addAtom({ element: 11, x: 0, y: 0, z: 0 });
  builder.addAtom({ element: 17, x: a / 2, y: a / 2, z: a / 2 });
  return builder.setCell(cell).build();
}

const ms = (t0: number): string => `${(performance.now() - t0).toFixed(1)} ms`;

for (const a of [0.05, 0.4, 0.5]) {
  const t0 = performance.now();
  let answer = 'accepted';
  try {
    perceive(tinyNaCl(a));
  } catch (e) {
    answer = `refused (${(e as { code?: string }).code ?? 'error'})`;
  }
  console.log(`NaCl cell of ${a} Å: ${answer} in ${ms(t0)}`);
}

for (const n of [8, 12, 20]) {
  const bare = diamondSupercell(n);
  let t0 = performance.now();
  const mol = withBonds(bare, bondsFromDistances(bare).bonds);
  const bondTime = ms(t0);
  t0 = performance.now();
  const budget = n === 20 ? 20_000_000 : periodicRingBudget(mol.bonds.count);
  const rings = periodicRings(ringGraph(mol), mol.bonds.count, () => true, budget);
  const elapsed = performance.now() - t0;
  console.log(
    `diamond ${n}³ (${mol.atomCount} atoms, ${mol.bonds.count} bonds): bonds ${bondTime}; rings ` +
      `${rings.complete ? 'complete' : `stopped at a budget of ${budget}`}, ` +
      `${rings.work} edges (${(rings.work / mol.bonds.count).toFixed(0)} per bond) in ${elapsed.toFixed(0)} ms ` +
      `(${(rings.work / elapsed / 1000).toFixed(1)} M edges/s)`,
  );
}
