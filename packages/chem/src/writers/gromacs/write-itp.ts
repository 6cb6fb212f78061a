import { num } from '../number-format.js';
import type { GromacsInteraction, GromacsModel } from './model.js';

const row = (cells: readonly (string | number)[], widths: readonly number[]): string =>
  cells.map((c, i) => String(c).padStart(widths[i] ?? 12)).join(' ');

/** The molecule: its atom types, then [ moleculetype ] with nrexcl 3 and every interaction. */
export function writeItp(model: GromacsModel): string {
  const nonbonded = model.defaults.combinationRule === 1 ? 'c6  c12' : 'sigma (nm)  epsilon (kJ/mol)';
  return [
    `; ${model.residueName}.itp written by TopoForge`,
    '',
    '[ atomtypes ]',
    `; name  at.num  mass  charge  ptype  ${nonbonded}`,
    ...model.atomTypes.map((t) =>
      row([t.name, t.atomicNumber, num(t.mass), '0', 'A', num(t.v), num(t.w)], [6, 4, 12, 4, 3, 20, 20]),
    ),
    '',
    '[ moleculetype ]',
    '; name  nrexcl',
    `${model.residueName}  3`,
    '',
    '[ atoms ]',
    ';   nr  type  resnr  residue  atom  cgnr  charge  mass',
    ...model.atoms.map((a, i) =>
      row(
        [i + 1, a.type, 1, model.residueName, a.name, i + 1, num(a.charge), num(a.mass)],
        [6, 6, 5, 5, 6, 6, 16, 12],
      ),
    ),
    ...section('bonds', '; ai  aj  funct  b0 (nm)  kb (kJ/mol/nm^2)', model.bonds),
    ...section('pairs', '; ai  aj  funct', model.pairs),
    ...section('angles', '; ai  aj  ak  funct  theta0 (deg)  k (kJ/mol/rad^2)', model.angles),
    ...section(
      'dihedrals',
      '; ai  aj  ak  al  funct  parameters (9, 1, 4: phase k n; 3: C0..C5; 2: xi0 k)',
      model.dihedrals,
    ),
    '',
  ].join('\n');
}

function section(name: string, header: string, lines: readonly GromacsInteraction[]): string[] {
  if (lines.length === 0) return [];
  return [
    '',
    `[ ${name} ]`,
    header,
    ...lines.map((l) =>
      [
        ...l.atoms.map((a) => String(a).padStart(6)),
        String(l.funct).padStart(4),
        ...l.parameters.map(cell),
      ].join(' '),
    ),
  ];
}

const cell = (x: number): string => num(x).padStart(16);
