import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { Atoms4, NonbondedDefaults, System, SystemAtom } from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import type { UnitedAtomMolecule } from '../../typing/united-atom/merge.js';
import { assembleSystem, type AssemblyContext, type TermResolver } from '../assemble-system.js';
import {
  angleRule,
  bondRule,
  dihedralRule,
  GROMOS_PLANAR,
  GROMOS_TETRAHEDRAL,
} from './gromos-bonded-rules.js';
import { gromosCharges } from './gromos-charges.js';
import { GROMOS_TYPES_COVERED, gromosGraph, type GromosGraph } from './gromos-kinds.js';
import { gromosAngle, gromosBond, gromosDihedral, gromosImproper, GROMOS_54A7 } from './gromos-macros.js';
import { GROMOS_54A7_MASSES, gromosPairRows, gromosTypeLennardJones } from './gromos-nonbonded.js';
import { gromosPairRows14 } from './gromos-one-four.js';
import { analogyDiagnostics, lossDiagnostics } from './gromos-diagnostics.js';
import { gromosImpropers } from './gromos-impropers.js';

export interface GromosParameterizeOptions {
  /** gromos54a7.ff read by parseGromacsForceField (forcefield.itp). */
  readonly forceField: GromacsForceField;
  /** Charge per atom of `merged.molecule` (e); from GROMOS_CHARGE_GROUPS when absent. */
  readonly charges?: Float64Array;
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3;
}

/**
 * From a GROMOS 54A7-typed, merged molecule (typeGromos54a7 then mergeUnitedAtoms) to a System.
 * Bonded types follow the rule tables of gromos-bonded-rules.ts, their numbers read from the
 * force field's #define macros; GROMOS's quartic bonds and cosine-harmonic angles become the
 * harmonic forms with the same curvature (gromos-macros.ts). Nonbonded: [ atomtypes ] C6/C12 and
 * every [ nonbond_params ] pair of the types present, as σ/ε; GROMOS's own 1-4 C6/C12
 * ([ pairtypes ]) of the type pairs of the 1-4 pairs as pairParameters14; combination rule 1; fudge
 * 1 and 1. What the System cannot hold is reported, not hidden (diagnostics): the extra exclusions
 * of aromatic rings (aminoacids.rtp PHE/TYR [ exclusions ]) — those pairs stay ordinary 1-4 pairs.
 */
export function parameterizeGromos54a7(
  merged: UnitedAtomMolecule,
  options: GromosParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const mol = merged.molecule;
  const ff = options.forceField;
  merged.types.forEach((t, i) => {
    if (!GROMOS_TYPES_COVERED.has(t)) {
      throw new ChemError(
        'unsupported-form',
        `GROMOS 54A7: atom ${i + 1} has type ${t}, which these rules do not cover.`,
        [i],
      );
    }
  });
  const g = gromosGraph(mol, merged.types);
  const diagnostics: Diagnostic[] = [];
  const charges = options.charges ?? withDiagnostics(gromosCharges(g), diagnostics);
  if (charges.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `GROMOS 54A7 needs one charge per united atom: ${mol.atomCount} atoms, ${charges.length} charges.`,
    );
  }
  const atoms = merged.types.map((type, i): SystemAtom => {
    const lj = gromosTypeLennardJones(ff, type);
    return {
      label: mol.names[i] ?? `${i + 1}`,
      forceField: GROMOS_54A7,
      type,
      charge: charges[i] ?? 0,
      mass: GROMOS_54A7_MASSES[type] ?? 0,
      sigma: lj.sigma,
      epsilon: lj.epsilon,
      provenance: lj.provenance,
    };
  });
  let missing14 = 0;
  const system = assembleSystem(
    mol,
    (assembly) => ({
      ...gromosBondedResolver(ff, g, assembly, diagnostics),
      atoms: () => atoms,
      defaults: () => gromosDefaults(ff),
      finish: (s) => {
        const pairRows = gromosPairRows(ff, new Set(merged.types));
        const base: System = pairRows.length > 0 ? { ...s, nonbondedPairs: pairRows } : s;
        const oneFour = gromosPairRows14(ff, base);
        missing14 = oneFour.missing;
        return oneFour.rows.length > 0 ? { ...base, pairParameters14: oneFour.rows } : base;
      },
    }),
    options,
  );
  for (const item of [...lossDiagnostics(g, missing14), ...analogyDiagnostics(system)])
    diagnostics.push(item);
  return { system, diagnostics };
}

/**
 * Bonds, angles, one torsion per rotatable bond and impropers by the macro rules; impropers the
 * System cannot express are reported in `diagnostics`.
 */
function gromosBondedResolver(
  ff: GromacsForceField,
  g: GromosGraph,
  assembly: AssemblyContext,
  diagnostics: Diagnostic[],
): Pick<TermResolver, 'bond' | 'angle' | 'dihedralTerms' | 'dihedral' | 'impropers'> {
  const kind = (i: number) => g.kinds[i]!;
  return {
    bond: (t) => {
      const [a, b] = t;
      const rule = bondRule(kind(a), kind(b), g.benzene[a] === 1 && g.benzene[b] === 1 && g.sameRing(a, b));
      if (!rule) throw missing(`bond ${kind(a)}-${kind(b)}`, t);
      return gromosBond(ff, rule);
    },
    angle: (t) => {
      const [i, j, k] = t;
      const rule = angleRule(kind(i), kind(j), kind(k), g.sameRing(i, j, k));
      if (!rule) throw missing(`angle ${kind(i)}-${kind(j)}-${kind(k)}`, t);
      return gromosAngle(ff, rule);
    },
    dihedralTerms: () => gromosTorsions(g, assembly.topology.bonds),
    dihedral: (t) => {
      const rule = dihedralRule(kind(t[1]), kind(t[2]));
      if (!rule) throw missing(`torsion about ${kind(t[1])}-${kind(t[2])}`, t);
      return gromosDihedral(ff, rule);
    },
    impropers: () =>
      gromosImpropers(g, assembly.mol.positions, diagnostics).map(({ atoms: a, tetrahedral }) => ({
        atoms: a,
        parameter: gromosImproper(ff, tetrahedral ? GROMOS_TETRAHEDRAL : GROMOS_PLANAR),
      })),
  };
}

/** One torsion per bond outside a benzene ring whose two atoms both have another neighbour. */
function gromosTorsions(g: GromosGraph, bonds: readonly (readonly [number, number])[]): Atoms4[] {
  const torsions: Atoms4[] = [];
  for (const [j, k] of bonds) {
    if (g.benzene[j] && g.benzene[k] && g.sameRing(j, k)) continue;
    const i = outerAtom(g, j, k);
    const l = outerAtom(g, k, j);
    if (i !== undefined && l !== undefined) torsions.push([i, j, k, l]);
  }
  return torsions;
}

function gromosDefaults(ff: GromacsForceField): NonbondedDefaults {
  if (ff.defaults && ff.defaults.combinationRule !== 1) {
    throw new ChemError(
      'unsupported-form',
      `GROMOS 54A7 expects combination rule 1; ${ff.source} has ${ff.defaults.combinationRule}.`,
    );
  }
  return {
    nbfunc: 1,
    combinationRule: 1,
    genPairs: true,
    fudgeLJ: ff.defaults?.fudgeLJ ?? 1,
    fudgeQQ: ff.defaults?.fudgeQQ ?? 1,
  };
}

function withDiagnostics(
  r: { charges: Float64Array; diagnostics: Diagnostic[] },
  out: Diagnostic[],
): Float64Array {
  for (const item of r.diagnostics) out.push(item);
  return r.charges;
}

function missing(what: string, atoms: readonly number[]): ChemError {
  return new ChemError(
    'missing-parameter',
    `GROMOS 54A7: no ffbonded.itp macro rule for the ${what} of atoms ${atoms.map((a) => a + 1).join('-')}.`,
    [...atoms],
  );
}

/**
 * The outer atom of a torsion about j-k on j's side: a heavy atom before a hydrogen, at a carbonyl
 * carbon the single-bonded partner before the C=O oxygen (aminoacids.rtp: ASPH CA-CB-CG-OD2, ASN
 * CA-CB-CG-ND2), then the lowest index (PHE CA-CB-CG-CD1).
 */
function outerAtom(g: GromosGraph, j: number, k: number): number | undefined {
  const rank = (x: number): number => {
    const kx = g.kinds[x]!;
    if (kx === 'H' || kx === 'HC') return 2;
    return kx === 'O' ? 1 : 0;
  };
  const candidates = (g.neighbours[j] ?? []).filter((x) => x !== k);
  return candidates.sort((a, b) => rank(a) - rank(b) || a - b)[0];
}
