import { fixed, num } from '../number-format.js';
import { cellParameters } from './write-pdb.js';
import { TextLines } from '../text-lines.js';
import type { CharmmModel } from './model.js';

/**
 * CHARMM card coordinates in the EXT format, (2I10,2X,A8,2X,A8,3F20.10,2X,A8,2X,A8,F20.10): ten
 * decimals, as the .gro the GROMACS writer makes, so that energies from the files match the System.
 */
export function writeCrd(model: CharmmModel): string {
  const out = new TextLines();
  out.add(`* ${model.title.replace(/\s+/g, ' ')}: coordinates (A) written by TopoForge`);
  if (model.periodic) {
    // A CRD has no cell; the title gives it for CHARMM's CRYSTAL DEFINE (lengths Å, angles degrees).
    out.add(`* cell a b c alpha beta gamma: ${cellParameters(model.box).map(num).join(' ')}`);
  }
  out.push('*', `${String(model.atoms.length).padStart(10)}  EXT`);
  model.atoms.forEach((a, i) => {
    const xyz = [0, 1, 2].map((k) => fixed(model.positions[3 * i + k] ?? 0, 10, 20)).join('');
    out.add(
      `${String(i + 1).padStart(10)}${'1'.padStart(10)}  ${model.residueName.padEnd(8)}  ${a.name.padEnd(8)}${xyz}  ${model.residueName.padEnd(8)}  ${'1'.padEnd(8)}${fixed(0, 10, 20)}`,
    );
  });
  out.add('');
  return out.text();
}
