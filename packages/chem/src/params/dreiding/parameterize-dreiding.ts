import type { Diagnostic } from '../../core/diagnostics.js';
import { massOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type {
  AngleParameter,
  Atoms3,
  Atoms4,
  NonbondedDefaults,
  System,
  SystemAtom,
  Term,
} from '../../core/system.js';
import { DREIDING_NONBOND, type DreidingAtomType } from '../../forcefields/dreiding/data.js';
import { dreidingBonds } from '../../typing/dreiding/index.js';
import { assembleSystem, type PlacedImproper } from '../assemble-system.js';
import { ParameterTable } from '../parameter-table.js';
import {
  dreidingAngle,
  dreidingBond,
  dreidingInversion,
  dreidingProvenance,
  dreidingTorsion,
  dreidingTorsionRule,
  dreidingType,
  isPlanarCentre,
} from './dreiding-terms.js';

export interface DreidingParameterizeOptions {
  /** DREIDING type per atom (typeDreiding), on the molecule typeDreiding returned. */
  readonly types: readonly string[];
  /** Partial charges (e): DREIDING prescribes none (the paper used Gasteiger charges). */
  readonly charges: Float64Array;
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3 | undefined;
}

/**
 * DREIDING's nonbonded conventions: 12-6 Lennard-Jones with geometric combination of R0 and D0
 * (Mayo et al. 1990, eq 21–22: D0,IJ = √(D0,I D0,J), R0,IJ = √(R0,I R0,J), so σ combines geometrically:
 * GROMACS rule 3); 1-2 and 1-3 pairs excluded and 1-4 pairs kept in full (fudge 1), LAMMPS's
 * `special_bonds dreiding` (lj/coul 0 0 1).
 */
export const DREIDING_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 3,
  genPairs: true,
  fudgeLJ: 1,
  fudgeQQ: 1,
};

const TWO_TO_MINUS_SIXTH = 2 ** (-1 / 6);
const DEG = 180 / Math.PI;

/**
 * A DREIDING-typed molecule → System (GROMACS units): harmonic bonds, cosine-harmonic angles
 * (cosine-periodic at linear centres), periodic torsions by rules (a)–(j), umbrella inversions at
 * planar centres, 12-6 LJ with σ = R0·2^(−1/6), ε = D0. The hydrogen-bond term is left out (see
 * typing/dreiding/).
 */
export function parameterizeDreiding(
  mol: Molecule,
  options: DreidingParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const n = mol.atomCount;
  if (options.types.length !== n || options.charges.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `parameterizeDreiding needs one type and one charge per atom: ${n} atoms, ${options.types.length} types, ${options.charges.length} charges.`,
    );
  }
  const types = options.types.map((t, i) => {
    const type = dreidingType(t);
    if (!type) {
      throw new ChemError(
        'missing-parameter',
        `Atom ${i + 1}: ${JSON.stringify(t)} is not a DREIDING atom type.`,
        [i],
      );
    }
    return type;
  });
  const atoms = types.map((t, i) => systemAtom(mol, t, options.charges[i]!, i));
  const { bondOrders, resonantBonds } = dreidingBonds(mol);
  const bondIndex = new Map<string, number>();
  for (let k = 0; k < mol.bonds.count; k++) bondIndex.set(pairKey(mol.bonds.a[k]!, mol.bonds.b[k]!), k);
  const bondOf = (a: number, b: number): number => bondIndex.get(pairKey(a, b)) ?? -1;
  const geometry = options.useCurrentStructure ?? 0;
  const system = assembleSystem(
    mol,
    (ctx) => {
      const perBond = new Map<string, number>();
      for (const [, j, k] of ctx.topology.dihedrals)
        perBond.set(pairKey(j, k), (perBond.get(pairKey(j, k)) ?? 0) + 1);
      return {
        atoms: () => atoms,
        bond: ([a, b]) => dreidingBond(types[a]!, types[b]!, bondOrders[bondOf(a, b)] ?? 1),
        // DREIDING's angles are not harmonic in θ: they are added in finish() (below).
        angleTerms: () => [],
        angle: () => {
          throw new ChemError('unsupported-form', 'DREIDING angles are cosine forms.');
        },
        dihedral: (t) => {
          const k = bondOf(t[1], t[2]);
          const rule = dreidingTorsionRule({
            types: [types[t[0]]!, types[t[1]]!, types[t[2]]!, types[t[3]]!],
            order: bondOrders[k] ?? 1,
            resonant: resonantBonds[k] === 1,
          });
          const names = t.map((i) => types[i]!.name).join('-');
          return rule && dreidingTorsion(rule, perBond.get(pairKey(t[1], t[2]))!, names);
        },
        impropers: () => inversions(ctx.neighbours(), types),
        defaults: () => DREIDING_DEFAULTS,
        finish: (built) =>
          withAngles(built, ctx.topology.angles, types, geometry & 2 ? mol.positions : undefined),
      };
    },
    { useCurrentStructure: geometry & 1 ? 1 : 0 },
  );
  return { system, diagnostics: [] };
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

function systemAtom(mol: Molecule, t: DreidingAtomType, charge: number, i: number): SystemAtom {
  const nb = DREIDING_NONBOND.get(t.element)!;
  return {
    label: mol.names[i] || `${i + 1}`,
    forceField: 'DREIDING',
    type: t.name,
    charge,
    mass: massOf(t.element),
    sigma: (nb.r0 * TWO_TO_MINUS_SIXTH) / 10,
    epsilon: nb.d0 * 4.184,
    provenance: dreidingProvenance(`atom type ${t.name}: R0 ${nb.r0} Å, D0 ${nb.d0} kcal/mol (Table II)`),
  };
}

/** Three umbrella terms per planar three-connected centre, one per axis atom: [j, k, centre, axis]. */
function inversions(
  neighbours: readonly (readonly number[])[],
  types: readonly DreidingAtomType[],
): PlacedImproper[] {
  const out: PlacedImproper[] = [];
  neighbours.forEach((around, centre) => {
    const t = types[centre]!;
    if (around.length !== 3 || !isPlanarCentre(t)) return;
    const parameter = dreidingInversion(t);
    for (let axis = 0; axis < 3; axis++) {
      const [j, k] = around.filter((_, x) => x !== axis) as [number, number];
      out.push({ atoms: [j, k, centre, around[axis]!] as Atoms4, parameter });
    }
  });
  return out;
}

/** The angle terms with their cosine forms; bit 2 of use_current_structure takes θ0 from the geometry. */
function withAngles(
  system: System,
  angles: readonly Atoms3[],
  types: readonly DreidingAtomType[],
  positions: Float64Array | undefined,
): System {
  const table = new ParameterTable<AngleParameter>();
  const byCentre = new Map<string, AngleParameter>();
  const terms: Term<Atoms3>[] = angles.map((t) => {
    const centre = types[t[1]]!;
    let p = byCentre.get(centre.name);
    if (!p) byCentre.set(centre.name, (p = dreidingAngle(centre)));
    if (positions && p.funct === 2) {
      const measured = dreidingAngle(centre, angleAt(positions, t));
      p = { ...measured, provenance: { ...measured.provenance, derivedFrom: 'geometry' } };
    }
    return { atoms: t, parameter: table.add(p) };
  });
  return { ...system, angleParameters: table.values, angles: terms };
}

function angleAt(p: Float64Array, [i, j, k]: Atoms3): number {
  const u = [0, 1, 2].map((d) => p[3 * i + d]! - p[3 * j + d]!);
  const v = [0, 1, 2].map((d) => p[3 * k + d]! - p[3 * j + d]!);
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const cos = dot / (Math.hypot(u[0]!, u[1]!, u[2]!) * Math.hypot(v[0]!, v[1]!, v[2]!));
  return Math.acos(Math.max(-1, Math.min(1, cos))) * DEG;
}
