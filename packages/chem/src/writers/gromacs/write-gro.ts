import { fixed } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { GromacsModel } from './model.js';
import { oneLine } from './write-top.js';

/**
 * .gro with 10 decimals in 15-column fields: GROMACS reads the precision from the spacing of the
 * decimal points (manual, "gro"), and 1e-10 nm keeps coordinates as exact as the input. One residue
 * per molecule, named after its molecule type. Atom and residue numbers wrap at 100000 as the format
 * requires.
 */
const DECIMALS = 10;
const WIDTH = DECIMALS + 5;

export function writeGro(model: GromacsModel): string {
  const out = new TextLines();
  out.push(oneLine(model.title) || model.residueName, String(model.groAtoms.length));
  const p = model.positions;
  model.groAtoms.forEach((atom, i) => {
    out.add(
      String(atom.residueNumber % 100000).padStart(5) +
        atom.residueName.slice(0, 5).padEnd(5) +
        atom.name.padStart(5) +
        String((i + 1) % 100000).padStart(5) +
        fixed(p[3 * i] ?? 0, DECIMALS, WIDTH) +
        fixed(p[3 * i + 1] ?? 0, DECIMALS, WIDTH) +
        fixed(p[3 * i + 2] ?? 0, DECIMALS, WIDTH),
    );
  });
  out.push(boxLine(model), '');
  return out.text();
}

/** v1(x) v2(y) v3(z), then v1(y) v1(z) v2(x) v2(z) v3(x) v3(y) when the box is triclinic. */
function boxLine({ box }: GromacsModel): string {
  const [a, b, c] = box;
  const diagonal = [a[0], b[1], c[2]];
  const offDiagonal = [a[1], a[2], b[0], b[2], c[0], c[1]];
  const values = offDiagonal.every((v) => Math.abs(v) < 1e-12) ? diagonal : [...diagonal, ...offDiagonal];
  return values.map((v) => fixed(v, DECIMALS, WIDTH)).join('');
}
