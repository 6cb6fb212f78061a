import { findFormat } from '../../packages/chem/src/io/registry.js';
import { cgConformers } from '../../packages/engines/src/cg-conformers.js';
import { obabelGen3d } from '../../packages/engines/src/obabel-gen3d.js';

/**
 * `npm run bench:cg-conformers`: wall time of the conformers a CG parameter set averages over (engines
 * cgConformers: up to five obabel runs) for 1-octanol and for the benzonitrile-like unit chains of
 * bench:cg-mapping at about 25, 50 and 100 heavy atoms, each made 3D by obabel --gen3d first (not timed).
 * Prints the conformer count and the median of 3 runs; needs obabel on PATH.
 */
const unitChain = (units: number): string => 'CC' + 'C1=CC=C(C=C1)CCCCOC(=O)'.repeat(units) + 'C#N';

for (const smi of ['CCCCCCCCO', unitChain(2), unitChain(4), unitChain(7)]) {
  const mol = findFormat('sdf')!.read!(await obabelGen3d(`${smi}\n`, { inputFormat: 'smi' })).molecules[0]!;
  const heavy = Array.from(mol.elements).filter((z) => z > 1).length;
  const times: number[] = [];
  let found = await cgConformers(mol);
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    found = await cgConformers(mol);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${heavy} heavy atoms: ${found.conformers.length} conformer(s) (${found.source}), median ${times[1]!.toFixed(0)} ms`,
  );
}
