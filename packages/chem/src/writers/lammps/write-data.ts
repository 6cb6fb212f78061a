import { fixed, num } from '../number-format.js';
import type { LammpsBox, LammpsModel, LammpsTopology } from './model.js';
import { stylesOf } from './styles.js';
import { TextLines } from '../text-lines.js';

const CATEGORIES = [
  ['bonds', 'bond', 'Bond'],
  ['angles', 'angle', 'Angle'],
  ['dihedrals', 'dihedral', 'Dihedral'],
  ['impropers', 'improper', 'Improper'],
] as const;

/** The data file for `atom_style full`: header counts, box, Masses, Pair Coeffs, coefficients, Atoms, topology. */
export function writeData(model: LammpsModel): string {
  const present = CATEGORIES.filter(([key]) => model[key].items.length > 0);
  const out = new TextLines();
  out.push(
    `LAMMPS data file for ${model.residueName} written by TopoForge: ${model.title.replace(/\s+/g, ' ')}`,
    '',
    `${model.atoms.length} atoms`,
    ...present.map(([key, one]) => `${model[key].items.length} ${one === 'bond' ? 'bonds' : `${one}s`}`),
    `${model.atomTypes.length} atom types`,
    ...present.map(([key, one]) => `${model[key].coeffs.length} ${one} types`),
    '',
    ...boxLines(model),
    '',
    'Masses',
    '',
    ...model.atomTypes.map((t, i) => `${i + 1} ${num(t.mass)} # ${t.label}`),
    '',
    `Pair Coeffs # lj/cut/coul/${model.coulomb}`,
    '',
    ...model.atomTypes.map((t, i) => `${i + 1} ${num(t.epsilon)} ${num(t.sigma)} # ${t.label}`),
    ...present.flatMap(([key, , title]) => coeffLines(`${title} Coeffs`, model[key])),
    '',
    'Atoms # full',
    '',
  );
  model.atoms.forEach((a, i) => out.add(atomRow(`${i + 1} ${a.molecule} ${a.type} ${num(a.charge)}`, a)));
  for (const [key, , title] of present) itemLines(out, `${title}s`, model[key]);
  out.add('');
  return out.text();
}

/** An Atoms row: the style's leading columns, then x y z and, for a periodic structure, the image flags. */
export function atomRow(
  columns: string,
  atom: { readonly position: readonly number[]; readonly image?: readonly number[] },
): string {
  const [x, y, z] = atom.position;
  const image = atom.image ? ` ${atom.image.join(' ')}` : '';
  return `${columns} ${fixed(x!, 10, 0)} ${fixed(y!, 10, 0)} ${fixed(z!, 10, 0)}${image}`;
}

/** xlo xhi, ylo yhi, zlo zhi from 0 and, for a triclinic box, the tilt factors. */
export function boxLines({ box }: { readonly box: LammpsBox }): string[] {
  const axes = ['x', 'y', 'z'];
  const lines = box.hi.map((hi, k) => `0 ${fixed(hi, 10, 0)} ${axes[k]}lo ${axes[k]}hi`);
  if (box.tilt) lines.push(`${box.tilt.map((v) => fixed(v, 10, 0)).join(' ')} xy xz yz`);
  return lines;
}

/** With one style the values follow the type; with `hybrid` the style name comes first. */
function coeffLines(title: string, t: LammpsTopology): string[] {
  const hybrid = stylesOf(t).length > 1;
  const header = hybrid ? title : `${title} # ${t.coeffs[0]?.style ?? ''}`;
  return [
    '',
    header,
    '',
    ...t.coeffs.map((c, i) => [i + 1, ...(hybrid ? [c.style] : []), ...c.values.map(num)].join(' ')),
  ];
}

function itemLines(out: TextLines, title: string, t: LammpsTopology): void {
  out.push('', title, '');
  t.items.forEach((item, i) => {
    let line = `${i + 1} ${item.type}`;
    for (const a of item.atoms) line += ` ${a}`;
    out.add(line);
  });
}
