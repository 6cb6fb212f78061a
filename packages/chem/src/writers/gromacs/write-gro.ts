import { fixed } from '../number-format.js';
import type { GromacsModel } from './model.js';
import { oneLine } from './write-top.js';

/**
 * .gro with 10 decimals in 15-column fields: GROMACS reads the precision from the spacing of the
 * decimal points (manual, "gro"), and 1e-10 nm keeps coordinates as exact as the input. Atom and
 * residue numbers wrap at 100000 as the format requires.
 */
const DECIMALS = 10;
const WIDTH = DECIMALS + 5;

export function writeGro(model: GromacsModel): string {
  const lines = [oneLine(model.title) || model.residueName, String(model.atoms.length)];
  model.atoms.forEach((atom, i) => {
    const xyz = [0, 1, 2].map((k) => fixed(model.positions[3 * i + k] ?? 0, DECIMALS, WIDTH));
    lines.push(
      String(1).padStart(5) +
        model.residueName.padEnd(5) +
        atom.name.padStart(5) +
        String((i + 1) % 100000).padStart(5) +
        xyz.join(''),
    );
  });
  lines.push(boxLine(model), '');
  return lines.join('\n');
}

/** v1(x) v2(y) v3(z), then v1(y) v1(z) v2(x) v2(z) v3(x) v3(y) when the box is triclinic. */
function boxLine({ box }: GromacsModel): string {
  const [a, b, c] = box;
  const diagonal = [a[0], b[1], c[2]];
  const offDiagonal = [a[1], a[2], b[0], b[2], c[0], c[1]];
  const values = offDiagonal.every((v) => Math.abs(v) < 1e-12) ? diagonal : [...diagonal, ...offDiagonal];
  return values.map((v) => fixed(v, DECIMALS, WIDTH)).join('');
}
