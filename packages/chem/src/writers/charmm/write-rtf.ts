import { num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { CharmmModel } from './model.js';

/**
 * Residue topology: the MASS lines (type numbers of the CHARMM-format PSF) and the molecule as one
 * residue with its charges and every bond, angle, dihedral and improper listed explicitly. No AUTO
 * ANGLES DIHE: generated terms could differ from the System's (a torsion through a linear angle, a
 * periodic improper written as a dihedral).
 */
export function writeRtf(model: CharmmModel): string {
  const out = new TextLines();
  const name = (id: number): string => model.atoms[id - 1]!.name;
  const list = (keyword: string, items: readonly (readonly number[])[]): void => {
    for (const item of items) out.add(`${keyword} ${item.map(name).join(' ')}`);
  };
  // The net charge to 10 decimals: a sum of fractions leaves round-off like −2.8e-17.
  const net = Math.round(model.atoms.reduce((s, a) => s + a.charge, 0) * 1e10) / 1e10;
  out.push(`* ${model.title.replace(/\s+/g, ' ')}: topology written by TopoForge`, '*', '36 1', '');
  for (const t of model.types)
    out.add(`MASS ${String(t.number).padStart(5)} ${t.name.padEnd(7)} ${num(t.mass)} ${t.element}`);
  out.push('', `RESI ${model.residueName} ${num(net)}`, 'GROUP');
  for (const a of model.atoms) out.add(`ATOM ${a.name.padEnd(8)} ${a.type.padEnd(7)} ${num(a.charge)}`);
  list('BOND', model.bonds);
  list('ANGLE', model.angles);
  list('DIHE', model.dihedrals);
  list('IMPR', model.impropers);
  out.push('', 'END', '');
  return out.text();
}
