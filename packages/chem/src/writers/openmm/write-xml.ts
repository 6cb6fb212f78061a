import { num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import { customAngleLines, scriptLines } from './custom-forms.js';
import type { OpenMMLennardJonesTable, OpenMMModel, OpenMMTorsionTerm } from './model.js';

/** Harmonic improper as GROMACS funct 2: ½ k (ξ − ξ0)², the difference wrapped into [−π, π). */
export const HARMONIC_IMPROPER_ENERGY =
  '0.5*k*d^2; d=dt-6.283185307179586*floor((dt+3.141592653589793)/6.283185307179586); dt=theta-theta0';

const attrs = (pairs: Record<string, string | number>): string =>
  Object.entries(pairs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join(' ');

/** `type1="…" type2="…"` of a term's atoms (built directly: these lines are most of a large file). */
const types = (model: OpenMMModel, atoms: readonly number[]): string =>
  atoms.map((a, i) => `type${i + 1}="${model.atoms[a]!.type}"`).join(' ');

const periodic = (terms: readonly OpenMMTorsionTerm[]): string =>
  terms
    .map(
      (t, i) =>
        `periodicity${i + 1}="${num(t.periodicity)}" phase${i + 1}="${num(t.phase)}" k${i + 1}="${num(t.k)}"`,
    )
    .join(' ');

/** Attribute texts joined by one blank, an empty one left out (as attrs of the merged pairs would). */
const joined = (...parts: string[]): string => parts.filter((p) => p !== '').join(' ');

/**
 * The force field: one atom type per atom (so that each bond, angle and torsion carries the System's
 * own values, whatever the typing), one residue template with charges and bonds, and the forces.
 * Impropers list the central atom first (type1) as OpenMM requires; ordering="amber" makes OpenMM
 * build the torsion as type2–type3–type1–type4, the System's order, because no two atoms share a type.
 */
export function writeForceFieldXml(model: OpenMMModel): string {
  const out = new TextLines();
  const t = (depth: number, line: string): void => out.add(`${'  '.repeat(depth)}${line}`);
  t(0, `<!-- ${model.residueName}.xml written by TopoForge: OpenMM ForceField (nm, kJ/mol, radians) -->`);
  t(0, '<ForceField>');
  t(1, '<AtomTypes>');
  for (const a of model.atoms) {
    t(2, `<Type ${attrs({ name: a.type, class: a.ljClass, element: a.element, mass: a.mass })}/>`);
  }
  t(1, '</AtomTypes>');
  t(1, '<Residues>');
  t(2, `<Residue name="${model.residueName}">`);
  for (const a of model.atoms) t(3, `<Atom ${attrs({ name: a.name, type: a.type, charge: a.charge })}/>`);
  for (const [i, j] of model.bonds) {
    t(3, `<Bond ${attrs({ atomName1: model.atoms[i]!.name, atomName2: model.atoms[j]!.name })}/>`);
  }
  t(2, '</Residue>');
  t(1, '</Residues>');
  t(1, '<HarmonicBondForce>');
  for (const b of model.bondTerms)
    t(2, `<Bond ${joined(types(model, b.atoms), attrs({ length: b.length, k: b.k }))}/>`);
  t(1, '</HarmonicBondForce>');
  t(1, '<HarmonicAngleForce>');
  for (const a of model.angleTerms)
    t(2, `<Angle ${joined(types(model, a.atoms), attrs({ angle: a.angle, k: a.k }))}/>`);
  t(1, '</HarmonicAngleForce>');
  for (const line of customAngleLines(model)) out.add(line);
  if (model.propers.length + model.impropers.length > 0) {
    t(1, '<PeriodicTorsionForce ordering="amber">');
    for (const p of model.propers) t(2, `<Proper ${joined(types(model, p.atoms), periodic(p.terms))}/>`);
    for (const p of model.impropers) {
      const [a, b, c, d] = p.atoms as [number, number, number, number];
      t(2, `<Improper ${joined(types(model, [c, a, b, d]), periodic(p.terms))}/>`);
    }
    t(1, '</PeriodicTorsionForce>');
  }
  if (model.rbPropers.length > 0) {
    t(1, '<RBTorsionForce>');
    for (const p of model.rbPropers) {
      const c = Object.fromEntries([0, 1, 2, 3, 4, 5].map((n) => [`c${n}`, p.c[n] ?? 0]));
      t(2, `<Proper ${joined(types(model, p.atoms), attrs(c))}/>`);
    }
    t(1, '</RBTorsionForce>');
  }
  if (model.harmonicImpropers.length > 0) {
    t(1, `<CustomTorsionForce energy="${HARMONIC_IMPROPER_ENERGY}" ordering="amber">`);
    t(2, '<PerTorsionParameter name="k"/>');
    t(2, '<PerTorsionParameter name="theta0"/>');
    for (const p of model.harmonicImpropers) {
      const [a, b, c, d] = p.atoms as [number, number, number, number];
      t(2, `<Improper ${joined(types(model, [c, a, b, d]), attrs({ k: p.k, theta0: p.xi0 }))}/>`);
    }
    t(1, '</CustomTorsionForce>');
  }
  t(1, `<NonbondedForce ${attrs({ coulomb14scale: model.coulomb14scale, lj14scale: model.lj14scale })}>`);
  t(2, '<UseAttributeFromResidue name="charge"/>');
  for (const a of model.atoms) {
    // With the LJ table, NonbondedForce carries the charges only, as OpenMM's own CHARMM files do.
    const lj = model.ljTable ? { sigma: 1, epsilon: 0 } : { sigma: a.sigma, epsilon: a.epsilon };
    t(2, `<Atom ${attrs({ type: a.type, ...lj })}/>`);
  }
  t(1, '</NonbondedForce>');
  if (model.ljTable) writeLennardJonesTable(model, model.ljTable, t);
  for (const line of scriptLines(model)) out.add(line);
  t(0, '</ForceField>');
  out.add('');
  return out.text();
}

/**
 * LennardJonesForce: the atoms' own σ and ε (OpenMM needs them for every type), an NBFixPair for every
 * pair of LJ classes, then one per 1-4 pair by its atoms' types. OpenMM registers them in file order,
 * the later entry winning, and takes a 1-4 pair's LJ from its type pair's entry × lj14scale (1 here):
 * a 1-4 pair is excluded from the ordinary sum, so its own entry serves it alone.
 */
function writeLennardJonesTable(
  model: OpenMMModel,
  table: OpenMMLennardJonesTable,
  t: (depth: number, line: string) => void,
): void {
  t(1, `<LennardJonesForce ${attrs({ lj14scale: model.lj14scale, useDispersionCorrection: 'False' })}>`);
  for (const a of model.atoms) t(2, `<Atom ${attrs({ type: a.type, sigma: a.sigma, epsilon: a.epsilon })}/>`);
  for (const p of table.classPairs) {
    const [class1, class2] = p.classes;
    t(2, `<NBFixPair ${attrs({ class1, class2, sigma: p.sigma, epsilon: p.epsilon })}/>`);
  }
  for (const p of table.oneFour) {
    t(2, `<NBFixPair ${joined(types(model, p.atoms), attrs({ sigma: p.sigma, epsilon: p.epsilon }))}/>`);
  }
  t(1, '</LennardJonesForce>');
}
