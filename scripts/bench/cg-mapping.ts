import { mapMartini3 } from '../../packages/chem/src/coarse/mapping/index.js';
import { smiles } from '../../packages/chem/src/perception/testing/smiles.js';

/**
 * `npm run bench:cg-mapping`: time of the automatic Martini 3 mapping on made-up molecules of about 25,
 * 50, 100 and 200 heavy atoms (alkyl-linked benzonitrile-like units: rings, ½-shared ring atoms, chains,
 * functional groups). Prints the median of 20 runs after 3 warm-ups.
 */
function unitChain(units: number): string {
  // Each unit: a para-disubstituted benzene, a C4 linker and an ester (13 heavy atoms).
  return 'CC' + 'C1=CC=C(C=C1)CCCCOC(=O)'.repeat(units) + 'C#N';
}

for (const units of [2, 4, 8, 16]) {
  const mol = smiles(unitChain(units));
  const heavy = Array.from(mol.elements).filter((z) => z > 1).length;
  for (let i = 0; i < 3; i++) mapMartini3(mol);
  const times: number[] = [];
  let beads = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    beads = mapMartini3(mol).beads.length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${heavy} heavy atoms (${mol.atomCount} atoms): ${beads} beads, median ${times[10]!.toFixed(2)} ms`,
  );
}
