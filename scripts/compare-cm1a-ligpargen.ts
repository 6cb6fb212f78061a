import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MoleculeBuilder } from '../packages/chem/src/core/molecule.js';
import { cm1aCharges } from '../packages/engines/src/cm1a.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/compare-cm1a-ligpargen.ts <dir>`: our 1.14×CM1A on
 * LigParGen's benzene (<dir>/benzene.gmx.itp for elements and charges, benzene.lammps.lmp for the
 * coordinates), once as an AM1 single point at LigParGen's geometry and once after AM1 optimisation.
 */
const dir = process.argv[2] ?? '/work/shared/data/ligpargen';
const itp = readFileSync(join(dir, 'benzene.gmx.itp'), 'utf8');
const lmp = readFileSync(join(dir, 'benzene.lammps.lmp'), 'utf8');
const atomLines = itp
  .split('[ atoms ]')[1]!
  .split('[')[0]!
  .split('\n')
  .filter((l) => /^\s*\d/.test(l));
const reference = atomLines.map((l) => Number(l.trim().split(/\s+/)[6]));
const elements = atomLines.map((l) => (Number(l.trim().split(/\s+/)[7]) > 6 ? 6 : 1));
const coords = lmp
  .split(/\nAtoms\s*\n/)[1]!
  .split(/\n\s*\n\s*[A-Z]/)[0]!
  .split('\n')
  .filter((l) => /^\s*\d/.test(l));
const b = new MoleculeBuilder('benzene');
coords.forEach((l, i) => {
  const f = l.trim().split(/\s+/).map(Number);
  b.addAtom({ element: elements[i]!, x: f[4]!, y: f[5]!, z: f[6]! });
});
const mol = b.build();
for (const optimize of [false, true]) {
  const { charges } = await cm1aCharges(mol, { netCharge: 0, scale: 1.14, optimize });
  let sq = 0;
  const rows = [...charges].map((q, i) => {
    sq += (q - reference[i]!) ** 2;
    return `${elements[i] === 6 ? 'C' : 'H'}${i + 1} ours ${q.toFixed(4)} LigParGen ${reference[i]!.toFixed(4)}`;
  });
  console.log(
    `${optimize ? 'AM1-optimised' : 'single point at LigParGen geometry'}:\n  ${rows.join('\n  ')}`,
  );
  console.log(`  RMSE ${Math.sqrt(sq / charges.length).toFixed(4)} e\n`);
}
