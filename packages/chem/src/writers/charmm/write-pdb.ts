import { ChemError } from '../../core/errors.js';
import { TextLines } from '../text-lines.js';
import type { CharmmModel } from './model.js';

const f = (x: number, decimals: number, width: number): string => {
  if (!Number.isFinite(x)) throw new ChemError('invalid-molecule', `Cannot write the coordinate ${x}.`);
  const text = (Math.abs(x) < 0.5 * 10 ** -decimals ? 0 : x).toFixed(decimals);
  if (text.length > width)
    throw new ChemError('invalid-molecule', `The coordinate ${x} does not fit a PDB column.`);
  return text.padStart(width);
};

/** Cell lengths (Å) and angles (degrees) of the box rows, for CRYST1. */
export function cellParameters(box: CharmmModel['box']): [number, number, number, number, number, number] {
  const len = (v: readonly number[]): number => Math.hypot(v[0]!, v[1]!, v[2]!);
  const angle = (u: readonly number[], v: readonly number[]): number =>
    (Math.acos((u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) / (len(u) * len(v))) * 180) / Math.PI;
  const [a, b, c] = box;
  return [len(a), len(b), len(c), angle(b, c), angle(a, c), angle(a, b)];
}

/**
 * PDB for NAMD and GOMC, which take the coordinates (and NAMD the fixed-atom column) from it and
 * everything else from the PSF, matching atoms by order. Columns as the wwPDB ATOM record, with
 * CHARMM's 4-character residue name (columns 18–21) and the segment id in columns 73–76; serial
 * numbers wrap after 99999 as VMD writes them. CRYST1 only for a periodic structure.
 */
export function writePdb(model: CharmmModel): string {
  const out = new TextLines();
  out.add(`REMARK   1 ${model.title.replace(/\s+/g, ' ').slice(0, 58)} written by TopoForge`);
  if (model.periodic) {
    const [a, b, c, alpha, beta, gamma] = cellParameters(model.box);
    out.add(
      `CRYST1${f(a, 3, 9)}${f(b, 3, 9)}${f(c, 3, 9)}${f(alpha, 2, 7)}${f(beta, 2, 7)}${f(gamma, 2, 7)} P 1           1`,
    );
  }
  const res = model.residueName.padEnd(4);
  model.atoms.forEach((atom, i) => {
    const name = atom.name.length >= 4 ? atom.name.slice(0, 4) : ` ${atom.name.padEnd(3)}`;
    const serial = String((i % 99999) + 1).padStart(5);
    const xyz = [0, 1, 2].map((k) => f(model.positions[3 * i + k] ?? 0, 3, 8)).join('');
    const element = model.types[atom.typeNumber - 1]!.element.padStart(2);
    out.add(`ATOM  ${serial} ${name} ${res}A${'1'.padStart(4)}    ${xyz}  1.00  0.00      ${res}${element}`);
  });
  out.push('END', '');
  return out.text();
}
