import { num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { GromacsInteraction, GromacsModel, GromacsTypePair } from './model.js';

const row = (cells: readonly (string | number)[], widths: readonly number[]): string =>
  cells.map((c, i) => String(c).padStart(widths[i] ?? 12)).join(' ');

const ATOM_WIDTHS = [6, 6, 5, 5, 6, 6, 16, 12];

/**
 * The molecule: its atom types, then [ moleculetype ] with nrexcl 3, every interaction, rigid waters
 * (settles or constraints, rigid-water.ts), the virtual sites and the exclusions.
 */
export function writeItp(model: GromacsModel): string {
  const nonbonded = model.defaults.combinationRule === 1 ? 'c6  c12' : 'sigma (nm)  epsilon (kJ/mol)';
  const out = new TextLines();
  out.push(
    `; ${model.residueName}.itp written by TopoForge`,
    '',
    '[ atomtypes ]',
    `; name  at.num  mass  charge  ptype  ${nonbonded}`,
  );
  for (const t of model.atomTypes) {
    out.add(
      row([t.name, t.atomicNumber, num(t.mass), '0', t.ptype, num(t.v), num(t.w)], [6, 4, 12, 4, 3, 20, 20]),
    );
  }
  typePairs(out, 'nonbond_params', nonbonded, model.nonbondParams);
  typePairs(out, 'pairtypes', nonbonded, model.pairTypes);
  out.push(
    '',
    '[ moleculetype ]',
    '; name  nrexcl',
    `${model.residueName}  3`,
    '',
    '[ atoms ]',
    ';   nr  type  resnr  residue  atom  cgnr  charge  mass',
  );
  model.atoms.forEach((a, i) =>
    out.add(
      row([i + 1, a.type, 1, model.residueName, a.name, i + 1, num(a.charge), num(a.mass)], ATOM_WIDTHS),
    ),
  );
  section(out, 'bonds', '; ai  aj  funct  b0 (nm)  kb (kJ/mol/nm^2)', model.bonds);
  section(out, 'pairs', '; ai  aj  funct', model.pairs);
  section(out, 'angles', '; ai  aj  ak  funct  theta0 (deg)  k (kJ/mol/rad^2)', model.angles);
  section(
    out,
    'dihedrals',
    '; ai  aj  ak  al  funct  parameters (9, 1, 4: phase k n; 3: C0..C5; 2: xi0 k)',
    model.dihedrals,
  );
  section(
    out,
    'settles',
    '; OW  funct  doh (nm)  dhh (nm)  (the two H are the next two atoms)',
    model.settles,
  );
  section(
    out,
    'constraints',
    '; ai  aj  funct  b0 (nm)  (rigid water not laid out O, H, H)',
    model.constraints,
  );
  section(
    out,
    'virtual_sites3',
    '; site  ai  aj  ak  funct  a  b  (x_site = x_i + a (x_j - x_i) + b (x_k - x_i))',
    model.virtualSites,
  );
  if (model.exclusions.length > 0) {
    out.push('', '[ exclusions ]', '; atom  atoms it does not interact with');
    for (const line of model.exclusions) out.add(line.map((a) => String(a).padStart(6)).join(' '));
  }
  out.add('');
  return out.text();
}

/** Explicit LJ of type pairs: written once per pair of GROMACS types, funct 1. */
function typePairs(out: TextLines, name: string, columns: string, rows: readonly GromacsTypePair[]): void {
  if (rows.length === 0) return;
  out.push('', `[ ${name} ]`, `; i  j  funct  ${columns}`);
  for (const r of rows)
    out.add(
      `${row([r.types[0], r.types[1], 1], [6, 6, 4])} ${cell(r.parameters[0])} ${cell(r.parameters[1])}`,
    );
}

function section(out: TextLines, name: string, header: string, lines: readonly GromacsInteraction[]): void {
  if (lines.length === 0) return;
  out.push('', `[ ${name} ]`, header);
  // Terms of one parameter row share their values array (interactions.ts): format it once.
  const valuesText = new Map<readonly number[], string>();
  for (const l of lines) {
    let text = '';
    for (const a of l.atoms) text += `${String(a).padStart(6)} `;
    text += String(l.funct).padStart(4);
    if (l.parameters.length > 0) {
      let values = valuesText.get(l.parameters);
      if (values === undefined) {
        values = l.parameters.map((x) => ` ${cell(x)}`).join('');
        valuesText.set(l.parameters, values);
      }
      text += values;
    }
    out.add(text);
  }
}

const cell = (x: number): string => num(x).padStart(16);
