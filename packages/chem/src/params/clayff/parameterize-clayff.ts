import type { Diagnostic } from '../../core/diagnostics.js';
import { massOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import { bondList, bondsFrom, withBonds, type Molecule } from '../../core/molecule.js';
import type {
  Atoms3,
  HarmonicAngle,
  HarmonicBond,
  NonbondedDefaults,
  Provenance,
  System,
  SystemAtom,
} from '../../core/system.js';
import {
  CLAYFF_MOH_ANGLE,
  CLAYFF_NAME,
  CLAYFF_OH_BOND,
  CLAYFF_SOURCE,
  CLAYFF_SPECIES,
  CLAYFF_WATER_ANGLE,
  type ClayffSpecies,
} from '../../forcefields/clayff/data.js';
import { clayffCharges } from '../../typing/clayff/index.js';
import { assembleSystem } from '../assemble-system.js';

export interface ClayffParameterizeOptions {
  /** ClayFF species per atom (typeClayff), on the molecule typeClayff returned. */
  readonly types: readonly string[];
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3 | undefined;
}

/**
 * ClayFF's nonbonded conventions (Cygan et al. 2004, eq 3–5): arithmetic R0 (so σ) and geometric D0,
 * GROMACS combination rule 2; bonded atoms (O–H) excluded, and no 1-4 pairs exist in its topology.
 * Cations and oxygens are not bonded to each other: the metal–oxygen interactions are the
 * nonbonded ones, which is the point of the force field.
 */
export const CLAYFF_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 2,
  genPairs: true,
  fudgeLJ: 1,
  fudgeQQ: 1,
};

const KCAL = 4.184;
const TWO_TO_MINUS_SIXTH = 2 ** (-1 / 6);

const provenance = (what: string): Provenance => ({
  forceField: CLAYFF_NAME,
  source: `${CLAYFF_SOURCE}; ${what}`,
  estimated: false,
});

/** O–H of water and hydroxyls: the paper's E = k1 (r − r0)² is GROMACS's ½ kb (r − b0)² with kb = 2 k1. */
export const CLAYFF_BOND: HarmonicBond = {
  funct: 1,
  b0: CLAYFF_OH_BOND.r0 / 10,
  kb: 2 * CLAYFF_OH_BOND.k1 * KCAL * 100,
  provenance: provenance('O–H bond, k1 554.1349 kcal/mol/Å², r0 1.0 Å'),
};

const harmonicAngle = (p: { k2: number; theta0: number }, what: string): HarmonicAngle => ({
  funct: 1,
  theta0: p.theta0,
  k: 2 * p.k2 * KCAL,
  provenance: provenance(`${what}, k2 ${p.k2} kcal/mol/rad², θ0 ${p.theta0}°`),
});
export const CLAYFF_WATER_BEND = harmonicAngle(CLAYFF_WATER_ANGLE, 'water H–O–H angle');
export const CLAYFF_METAL_HYDROXYL_BEND = harmonicAngle(CLAYFF_MOH_ANGLE, 'metal–hydroxyl M–O–H angle');

const HYDROXYL_OXYGENS = new Set(['oh', 'ohs']);

/**
 * A ClayFF-typed structure → System: every atom's Table 1 charge, mass and LJ (σ = R0·2^(−1/6),
 * ε = D0); harmonic O–H bonds of water and hydroxyls; the water H–O–H angle and an M–O–H angle for
 * each cation around each hydroxyl. No other bonded term: the System's bonds are the O–H ones only
 * (the molecule keeps all its bonds for the structure files).
 */
export function parameterizeClayff(
  mol: Molecule,
  options: ClayffParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const n = mol.atomCount;
  if (options.types.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `parameterizeClayff needs one species per atom: ${n} atoms, ${options.types.length} types.`,
    );
  }
  const charges = clayffCharges(options.types);
  const species = options.types.map((t) => CLAYFF_SPECIES.get(t)!);
  const atoms = species.map((s, i) => systemAtom(mol, s, charges[i]!, i));
  const all = bondList(mol);
  const isOH = (a: number, b: number): boolean =>
    (mol.elements[a] === 8 && mol.elements[b] === 1) || (mol.elements[a] === 1 && mol.elements[b] === 8);
  const oh = withBonds(mol, bondsFrom(all.filter((b) => isOH(b.a, b.b))));
  const metalHydroxyl = metalHydroxylAngles(mol, options.types, all);
  const system = assembleSystem(
    oh,
    (ctx) => ({
      atoms: () => atoms,
      bond: () => CLAYFF_BOND,
      angleTerms: () => [...ctx.topology.angles, ...metalHydroxyl],
      angle: (t) => (mol.elements[t[0]] === 1 ? CLAYFF_WATER_BEND : CLAYFF_METAL_HYDROXYL_BEND),
      dihedral: () => undefined,
      defaults: () => CLAYFF_DEFAULTS,
      finish: (built) => ({ ...built, molecule: mol }),
    }),
    { useCurrentStructure: options.useCurrentStructure },
  );
  const diagnostics: Diagnostic[] =
    metalHydroxyl.length > 0
      ? [
          {
            severity: 'info',
            code: 'clayff-metal-hydroxyl-angle',
            message: `${metalHydroxyl.length} M–O–H angles use ClayFF's 2004 constant (30 kcal/mol/rad², 109.47°) for every metal; the later metal-specific values are not applied.`,
          },
        ]
      : [];
  return { system, diagnostics };
}

function systemAtom(mol: Molecule, s: ClayffSpecies, charge: number, i: number): SystemAtom {
  return {
    label: mol.names[i] || `${i + 1}`,
    forceField: CLAYFF_NAME,
    type: s.name,
    charge,
    mass: massOf(s.element),
    sigma: (s.r0 * TWO_TO_MINUS_SIXTH) / 10,
    epsilon: s.d0 * KCAL,
    provenance: provenance(
      `${s.name} (${s.description}): q ${s.charge} e, D0 ${s.d0} kcal/mol, R0 ${s.r0} Å`,
    ),
  };
}

/** [M, O, H] for every cation M next to a hydroxyl oxygen O with its hydrogen H (each M once). */
function metalHydroxylAngles(
  mol: Molecule,
  types: readonly string[],
  bonds: ReturnType<typeof bondList>,
): Atoms3[] {
  const around: number[][] = Array.from({ length: mol.atomCount }, () => []);
  for (const b of bonds) {
    around[b.a]!.push(b.b);
    around[b.b]!.push(b.a);
  }
  const out: Atoms3[] = [];
  types.forEach((t, o) => {
    if (!HYDROXYL_OXYGENS.has(t)) return;
    const h = around[o]!.find((j) => types[j] === 'ho');
    if (h === undefined) return;
    const metals = [
      ...new Set(around[o]!.filter((j) => mol.elements[j] !== 1 && isFrameworkCation(types[j]!))),
    ];
    for (const m of metals.sort((a, b) => a - b)) out.push([m, o, h]);
  });
  return out;
}

const FRAMEWORK = new Set(['st', 'ao', 'at', 'mgo', 'mgh', 'cao', 'cah', 'feo', 'lio']);
const isFrameworkCation = (t: string): boolean => FRAMEWORK.has(t);
