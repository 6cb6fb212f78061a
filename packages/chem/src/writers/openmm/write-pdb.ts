import { fixed } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { OpenMMModel } from './model.js';

/** The shared fixed-decimals column (it refuses a number that is not finite). */
const f = (x: number, width: number, decimals: number): string => fixed(x, decimals, width);

/**
 * PDB with HETATM records (so OpenMM's PDBFile takes the bonds from CONECT, not from its standard
 * residue tables), the element in columns 77–78, CRYST1 for a crystal, and CONECT for every bond.
 * The format allows 3 decimals (0.001 Å).
 */
export function writePdb(model: OpenMMModel): string {
  const out = new TextLines();
  out.add(`REMARK   1 ${model.title.replace(/\s+/g, ' ').slice(0, 68)}`);
  if (model.box) {
    const [a, b, c] = model.box.lengths as [number, number, number];
    const [al, be, ga] = model.box.angles as [number, number, number];
    out.add(
      `CRYST1${f(a, 9, 3)}${f(b, 9, 3)}${f(c, 9, 3)}${f(al, 7, 2)}${f(be, 7, 2)}${f(ga, 7, 2)} P 1           1`,
    );
  }
  const p = model.positions;
  const res = model.residueName.padEnd(4);
  model.atoms.forEach((atom, i) => {
    // Names shorter than 4 start in column 14 when the element symbol has one letter (PDB convention).
    const name =
      atom.name.length < 4 && atom.element.length === 1 ? ` ${atom.name}`.padEnd(4) : atom.name.padEnd(4);
    out.add(
      `HETATM${String(i + 1).padStart(5)} ${name} ${res}A   1    ` +
        `${f(p[3 * i]!, 8, 3)}${f(p[3 * i + 1]!, 8, 3)}${f(p[3 * i + 2]!, 8, 3)}` +
        `  1.00  0.00          ${atom.element.toUpperCase().padStart(2)}`,
    );
  });
  const partners: number[][] = model.atoms.map(() => []);
  for (const [a, b] of model.bonds) {
    partners[a]!.push(b);
    partners[b]!.push(a);
  }
  partners.forEach((list, i) => {
    for (let k = 0; k < list.length; k += 4) {
      const serials = list.slice(k, k + 4).map((j) => String(j + 1).padStart(5));
      out.add(`CONECT${String(i + 1).padStart(5)}${serials.join('')}`);
    }
  });
  out.push('END', '');
  return out.text();
}
