import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { adjacency, type Molecule } from '../../core/molecule.js';
import type { Atoms3, NonbondedDefaults, System, SystemAtom } from '../../core/system.js';
import { CLANDP_ATOM_TYPES, CLANDP_NAME } from '../../forcefields/clandp/index.js';
import { connectedComponents } from '../../perception/components.js';
import { clandpCharges } from '../../typing/clandp/index.js';
import { assembleSystem } from '../assemble-system.js';
import { clandpAngle, clandpBond, clandpImproper, clandpProvenance, clandpTorsion } from './clandp-terms.js';

export interface ClandpParameterizeOptions {
  /** CL&P atom type per atom (typeClandp). */
  readonly types: readonly string[];
  /** Partial charges (e); CL&P's published per-type charges when absent. */
  readonly charges?: Float64Array;
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3;
}

/** CL&P, like OPLS-AA: geometric σ and ε, 1-4 LJ and Coulomb × ½. */
export const CLANDP_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 3,
  genPairs: true,
  fudgeLJ: 0.5,
  fudgeQQ: 0.5,
};

/** An octahedral centre's trans angles lie near 180°; CL&P's F–P–F row is the 90° one only. */
const TRANS_ANGLE = 135;
const INTEGER_TOLERANCE = 1e-6;

/**
 * A typed ionic liquid → System with CL&P's parameters in GROMACS units: bonds, angles, OPLS torsions
 * as funct 9 Fourier terms, impropers (funct 4) on every three-connected centre, 1-4 pairs, geometric
 * mixing. A term CL&P does not define throws a ChemError naming the atoms and their types.
 */
export function parameterizeClandp(
  mol: Molecule,
  options: ClandpParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const { types } = options;
  const n = mol.atomCount;
  if (types.length !== n || (options.charges && options.charges.length !== n)) {
    throw new ChemError(
      'invalid-molecule',
      `parameterizeClandp needs one type (and charge) per atom: ${n} atoms, ${types.length} types, ${options.charges?.length ?? n} charges.`,
    );
  }
  const diagnostics: Diagnostic[] = [];
  const classes = types.map((t, i) => {
    const type = CLANDP_ATOM_TYPES.get(t);
    if (!type)
      throw new ChemError(
        'missing-parameter',
        `Atom ${i + 1}: ${JSON.stringify(t)} is not a CL&P atom type.`,
        [i],
      );
    return type.bondedClass;
  });
  const charges = options.charges ?? clandpCharges(types);
  const adj = adjacency(mol);
  for (const item of ionChargeWarnings(mol, adj, charges)) diagnostics.push(item);
  const atoms = types.map((t, i): SystemAtom => {
    const type = CLANDP_ATOM_TYPES.get(t)!;
    return {
      label: mol.names[i] ?? `${i + 1}`,
      forceField: CLANDP_NAME,
      type: t,
      charge: charges[i]!,
      mass: type.mass,
      sigma: type.sigma / 10,
      epsilon: type.epsilon,
      provenance: clandpProvenance(type.source, `atom type ${t}`),
    };
  });
  let constrained = 0;
  let leftOut = 0;
  const system = assembleSystem(
    mol,
    (assembly) => {
      const neighbours = assembly.topology.bonds.reduce<number[][]>(
        (nb, [a, b]) => (nb[a]!.push(b), nb[b]!.push(a), nb),
        Array.from({ length: n }, () => []),
      );
      return {
        atoms: () => atoms,
        bond: (t) => {
          const { parameter, constrained: c } = clandpBond(t, types, classes);
          if (c) constrained++;
          return parameter;
        },
        angleTerms: () => {
          const kept = anglesWithoutTrans(mol, assembly.topology.angles, neighbours);
          leftOut = assembly.topology.angles.length - kept.length;
          return kept;
        },
        angle: (t) => clandpAngle(t, types, classes),
        dihedral: (t) => clandpTorsion(t, types, classes) ?? undefined,
        impropers: () =>
          neighbours.flatMap((around, centre) =>
            around.length === 3
              ? [clandpImproper(centre, around as unknown as [number, number, number], types, classes)]
              : [],
          ),
        defaults: () => CLANDP_DEFAULTS,
      };
    },
    { useCurrentStructure: options.useCurrentStructure },
  );
  for (const item of assemblyNotes(leftOut, constrained)) diagnostics.push(item);
  return { system, diagnostics };
}

/** What the loop changed: trans angles left out, constrained bonds written as harmonic ones. */
function assemblyNotes(leftOut: number, constrained: number): Diagnostic[] {
  const notes: Diagnostic[] = [];
  if (leftOut > 0) {
    notes.push({
      severity: 'info',
      code: 'clandp-trans-angles',
      message: `${leftOut} trans F–P–F angles of octahedral PF6⁻ left out: CL&P defines the 90° angle only.`,
    });
  }
  if (constrained > 0) {
    notes.push({
      severity: 'info',
      code: 'clandp-constrained-bonds',
      message: `${constrained} C–H bonds are ones CL&P runs constrained; they are written as harmonic bonds with the published force constant.`,
    });
  }
  return notes;
}

/**
 * The angles to parameterise: all of them, except the three trans F–X–F angles of each
 * six-connected (octahedral) centre, found from the geometry as CL&P's tools do.
 */
function anglesWithoutTrans(
  mol: Molecule,
  all: readonly Atoms3[],
  neighbours: readonly number[][],
): Atoms3[] {
  const octahedral = new Set(neighbours.flatMap((nb, i) => (nb.length === 6 ? [i] : [])));
  if (octahedral.size === 0) return [...all];
  const kept: Atoms3[] = [];
  const dropped = new Map<number, number>();
  for (const t of all) {
    if (octahedral.has(t[1]) && angleDegrees(mol.positions, t) > TRANS_ANGLE) {
      dropped.set(t[1], (dropped.get(t[1]) ?? 0) + 1);
    } else {
      kept.push(t);
    }
  }
  for (const centre of octahedral) {
    if (dropped.get(centre) !== 3) {
      throw new ChemError(
        'invalid-molecule',
        `Atom ${centre + 1}: an octahedral centre needs three trans angles above ${TRANS_ANGLE}° in the input geometry (found ${dropped.get(centre) ?? 0}); CL&P's PF6⁻ defines the cis angles only.`,
        [centre],
      );
    }
  }
  return kept;
}

function angleDegrees(p: Float64Array, [i, j, k]: Atoms3): number {
  const u = [p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!];
  const v = [p[3 * k]! - p[3 * j]!, p[3 * k + 1]! - p[3 * j + 1]!, p[3 * k + 2]! - p[3 * j + 2]!];
  const dot = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const cos = dot / (Math.hypot(u[0]!, u[1]!, u[2]!) * Math.hypot(v[0]!, v[1]!, v[2]!));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** User-given charges may be scaled (a common choice for ionic liquids): a warning, not an error. */
function ionChargeWarnings(
  mol: Molecule,
  adj: ReturnType<typeof adjacency>,
  charges: Float64Array,
): Diagnostic[] {
  return connectedComponents(mol.atomCount, adj).flatMap((atoms) => {
    const sum = atoms.reduce((s, i) => s + charges[i]!, 0);
    return Math.abs(sum - Math.round(sum)) > INTEGER_TOLERANCE
      ? [
          warning(
            'clandp-ion-charge',
            `The fragment starting at atom ${atoms[0]! + 1} has a net charge of ${sum.toFixed(4)} e, not an integer.`,
            { atoms: [atoms[0]!] },
          ),
        ]
      : [];
  });
}
