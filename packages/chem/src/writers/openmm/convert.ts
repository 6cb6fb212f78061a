import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { AngleParameter, ImproperParameter, PeriodicTerm, System } from '../../core/system.js';
import { uffAngleCoefficients } from '../../core/system.js';
import type { OpenMMCustomTerm, OpenMMModel, OpenMMOptions, OpenMMTorsionTerm } from './model.js';
import { hasPeriodicBonds } from '../periodic-images.js';
import { allAtomsOneMolecule, moleculeAtomNames } from '../atom-names.js';
import { placeInCell } from '../placement.js';
import { lennardJonesTable, needsLennardJonesTable } from './lj-table.js';

const DEG = Math.PI / 180;
const DEFAULT_CUTOFF_NM = 1.0;

const torsionTerm = (t: PeriodicTerm): OpenMMTorsionTerm => ({
  periodicity: t.multiplicity,
  phase: t.phase * DEG,
  k: t.k,
});

export function convertOpenMM(system: System, options: OpenMMOptions): OpenMMModel {
  const mol = system.molecule;
  const names = atomNames(system);
  const lj = needsLennardJonesTable(system) ? lennardJonesTable(system, options.residueName) : undefined;
  const atoms = system.atoms.map((a, i) => ({
    name: names[i]!,
    type: `${options.residueName}-${i + 1}`,
    ljClass: lj?.ljClassOf[i] ?? `${options.residueName}-${i + 1}`,
    element: symbolOf(mol.elements[i] ?? 0),
    mass: a.mass,
    charge: a.charge,
    sigma: a.sigma,
    epsilon: a.epsilon,
  }));

  // One Proper per atom quartet (either direction): OpenMM applies the first definition that
  // matches a torsion, so every term of that quartet must sit in it.
  const propers = new Map<string, { atoms: readonly number[]; terms: OpenMMTorsionTerm[] }>();
  const rbPropers: { atoms: readonly number[]; c: readonly number[] }[] = [];
  for (const { atoms: quartet, parameter } of system.dihedrals) {
    const p = system.dihedralParameters[parameter]!;
    if (p.funct === 3) {
      rbPropers.push({ atoms: quartet, c: p.c });
      continue;
    }
    const key = (quartet[0] < quartet[3] ? quartet : [...quartet].reverse()).join('-');
    const row = propers.get(key) ?? { atoms: quartet, terms: [] };
    row.terms.push(...p.terms.map(torsionTerm));
    propers.set(key, row);
  }
  const impropers = new Map<string, { atoms: readonly number[]; terms: OpenMMTorsionTerm[] }>();
  const harmonicImpropers: { atoms: readonly number[]; xi0: number; k: number }[] = [];
  const inversions: OpenMMCustomTerm[] = [];
  for (const { atoms: quartet, parameter } of system.impropers) {
    const p = system.improperParameters[parameter]!;
    if (p.funct === 101 || p.funct === 102) {
      inversions.push({ funct: p.funct, atoms: quartet, values: inversionValues(p) });
      continue;
    }
    if (p.funct === 2) {
      harmonicImpropers.push({ atoms: quartet, xi0: p.xi0 * DEG, k: p.k });
      continue;
    }
    const key = quartet.join('-');
    const row = impropers.get(key) ?? { atoms: quartet, terms: [] };
    row.terms.push(torsionTerm(p.term));
    impropers.set(key, row);
  }

  const placed = placeInCell(system.molecule);
  return {
    residueName: options.residueName,
    title: mol.title.trim() || options.residueName,
    atoms,
    bonds: templateBonds(system),

    bondTerms: system.bonds.map(({ atoms: pair, parameter }) => {
      const p = system.bondParameters[parameter]!;
      return { atoms: pair, length: p.b0, k: p.kb };
    }),
    angleTerms: system.angles.flatMap(({ atoms: triple, parameter }) => {
      const p = system.angleParameters[parameter]!;
      return p.funct === 1 ? [{ atoms: triple, angle: p.theta0 * DEG, k: p.k }] : [];
    }),
    customAngles: system.angles.flatMap(({ atoms, parameter }) => {
      const p = system.angleParameters[parameter]!;
      return p.funct === 1 ? [] : [{ funct: p.funct, atoms, values: angleValues(p) }];
    }),
    inversions,
    periodicBonds: hasPeriodicBonds(mol),
    propers: [...propers.values()],
    rbPropers,
    impropers: [...impropers.values()],
    harmonicImpropers,
    coulomb14scale: system.defaults.fudgeQQ,
    // With the table, each 1-4 pair's own entry carries fudgeLJ: OpenMM 7.7 prints 4 × lj14scale
    // into the 1-4 expression with 6 digits ('%g'), which 1 survives exactly.
    lj14scale: lj ? 1 : system.defaults.fudgeLJ,
    ...(lj ? { ljTable: lj.table } : {}),
    ...placed,
    cutoff: options.cutoff ?? DEFAULT_CUTOFF_NM,
  };
}

/** Per-angle values in the order of write-xml.ts ANGLE_FORMS: θ in radians, k kJ/mol. */
function angleValues(p: Exclude<AngleParameter, { funct: 1 }>): number[] {
  if (p.funct === 2) return [p.k, p.theta0 * DEG];
  if (p.funct === 101) {
    const { c0, c1, c2 } = uffAngleCoefficients(p.theta0);
    return [p.k, c0, c1, c2];
  }
  return [p.k, p.c, p.multiplicity];
}

/**
 * Per-inversion values in the order of write-xml.ts INVERSION_FORMS: UFF k, c0, c1, c2; DREIDING
 * k, cos ψ0, 1/(2 sin²ψ0) and a flag for ψ0 = 0 (E = k (1 − cos ω)), so no branch divides by zero.
 */
function inversionValues(p: Extract<ImproperParameter, { funct: 101 | 102 }>): number[] {
  if (p.funct === 101) return [p.k, p.c0, p.c1, p.c2];
  if (p.psi0 === 0) return [p.k, 1, 0, 1];
  const s = Math.sin(p.psi0 * DEG);
  return [p.k, Math.cos(p.psi0 * DEG), 1 / (2 * s * s), 0];
}

/**
 * Each bond once, as (lower, higher) index, sorted. OpenMM matches the PDB residue to the template
 * by graph alone (names play no part), and a symmetric molecule has several matches, which permute
 * atoms that carry different torsion orders. Its search (compiled.matchResidueToTemplate) takes
 * atoms in order of fewest candidates, then lowest index, and tries a matched atom's template
 * partners in the order the <Bond> lines gave them: with template atoms in PDB order and every
 * atom's partners ascending, the first candidate it tries is always the atom itself, so the match
 * it returns is the identity.
 */
function templateBonds(system: System): [number, number][] {
  const seen = new Set<string>();
  const bonds: [number, number][] = [];
  for (const { atoms } of system.bonds) {
    const [a, b] = atoms[0] < atoms[1] ? atoms : [atoms[1], atoms[0]];
    const key = `${a}-${b}`;
    if (seen.has(key)) continue;
    seen.add(key);
    bonds.push([a, b]);
  }
  return bonds.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/**
 * Template atom names (atom-names.ts) are matched against the PDB's within its one residue, so they
 * must be unique over all atoms and fit PDB's 4 columns.
 */
function atomNames(system: System): string[] {
  const names = moleculeAtomNames(system, 4, allAtomsOneMolecule(system), { characters: 'A-Za-z0-9' });
  if (new Set(names).size < names.length) {
    throw new ChemError('unsupported-form', `No unique 4-character PDB names for ${names.length} atoms.`);
  }
  return names;
}
