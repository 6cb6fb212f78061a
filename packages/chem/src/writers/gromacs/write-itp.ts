import { num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { GromacsInteraction, GromacsModel, GromacsMoleculeType, GromacsTypePair } from './model.js';

const row = (cells: readonly (string | number)[], widths: readonly number[]): string =>
  cells.map((c, i) => String(c).padStart(widths[i] ?? 12)).join(' ');

const ATOM_WIDTHS = [6, 6, 5, 5, 6, 6, 16, 12];

/** Column heads of σ/ε or C6/C12, as the combination rule stores them. */
const nonbondedHeads = (model: GromacsModel): string =>
  model.defaults.combinationRule === 1 ? 'c6  c12' : 'sigma (nm)  epsilon (kJ/mol)';

/**
 * <res>_atomtypes.itp: [ atomtypes ] and the explicit type pairs ([ nonbond_params ], [ pairtypes ]),
 * apart from the molecules so that a protein topology can include it right after its force field's
 * forcefield.itp (every [ atomtypes ] must come before the first [ moleculetype ]).
 */
export function writeAtomTypes(model: GromacsModel): string {
  const nonbonded = nonbondedHeads(model);
  const out = new TextLines();
  out.push(
    `; ${model.residueName}_atomtypes.itp written by TopoForge: include it after the [ defaults ]`,
    "; (or a force field's forcefield.itp) and before any [ moleculetype ]",
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
  out.add('');
  return out.text();
}

/**
 * The molecules: one [ moleculetype ] (nrexcl 3, or the System's exclusionDepth) per kind, with every interaction, rigid waters
 * (settles or constraints, rigid-water.ts), the virtual sites, the exclusions and, behind
 * `#ifdef POSRES` (grompp -DPOSRES, as pdb2gmx's topologies), its posre_<name>.itp.
 */
export function writeItp(model: GromacsModel): string {
  const out = new TextLines();
  out.push(
    `; ${model.residueName}.itp written by TopoForge: the molecule types; their atom types are in ${model.residueName}_atomtypes.itp`,
  );
  for (const m of model.moleculeTypes) moleculeType(out, m, model.nrexcl);
  out.add('');
  return out.text();
}

function moleculeType(out: TextLines, m: GromacsMoleculeType, nrexcl: number): void {
  out.push('', '[ moleculetype ]', '; name  nrexcl', `${m.name}  ${nrexcl}`, '', '[ atoms ]');
  out.add(';   nr  type  resnr  residue  atom  cgnr  charge  mass');
  m.atoms.forEach((a, i) =>
    out.add(row([i + 1, a.type, 1, m.name, a.name, i + 1, num(a.charge), num(a.mass)], ATOM_WIDTHS)),
  );
  section(out, 'bonds', '; ai  aj  funct  b0 (nm)  kb (kJ/mol/nm^2)', m.bonds);
  section(out, 'pairs', '; ai  aj  funct', m.pairs);
  section(out, 'angles', '; ai  aj  ak  funct  theta0 (deg)  k (kJ/mol/rad^2)', m.angles);
  section(
    out,
    'dihedrals',
    '; ai  aj  ak  al  funct  parameters (9, 1, 4: phase k n; 3: C0..C5; 2: xi0 k)',
    m.dihedrals,
  );
  section(out, 'settles', '; OW  funct  doh (nm)  dhh (nm)  (the two H are the next two atoms)', m.settles);
  section(
    out,
    'constraints',
    '; ai  aj  funct  b0 (nm)  (fixed distances: rigid water not laid out O, H, H; Martini rings)',
    m.constraints,
  );
  section(
    out,
    'virtual_sites3',
    '; site  ai  aj  ak  funct  a  b  (x_site = x_i + a (x_j - x_i) + b (x_k - x_i))',
    m.virtualSites,
  );
  if (m.exclusions.length > 0) {
    out.push('', '[ exclusions ]', '; atom  atoms it does not interact with');
    for (const line of m.exclusions) out.add(line.map((a) => String(a).padStart(6)).join(' '));
  }
  out.push('', '#ifdef POSRES', `#include "${posreFile(m.name)}"`, '#endif');
}

export const posreFile = (moleculeType: string): string => `posre_${moleculeType}.itp`;

/** pdb2gmx's restraint: 1000 kJ mol⁻¹ nm⁻² on x, y and z of every heavy atom. */
const POSRE_FORCE = 1000;

/** posre_<name>.itp: [ position_restraints ] funct 1 of the molecule type's heavy atoms. */
export function writePosre(m: GromacsMoleculeType): string {
  const out = new TextLines();
  out.push(
    `; ${posreFile(m.name)} written by TopoForge: position restraints on the heavy atoms of ${m.name}`,
    `; (${POSRE_FORCE} kJ/mol/nm^2, as pdb2gmx writes them); ${m.name}'s [ moleculetype ] includes this file when POSRES is defined`,
  );
  if (m.restrained.length === 0) {
    out.push('; no heavy atom: nothing to restrain', '');
    return out.text();
  }
  out.push('', '[ position_restraints ]', ';  ai  funct  fcx  fcy  fcz');
  for (const a of m.restrained) out.add(row([a, 1, POSRE_FORCE, POSRE_FORCE, POSRE_FORCE], [6, 6, 8, 8, 8]));
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
