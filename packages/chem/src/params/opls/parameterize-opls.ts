import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import type { ImproperParameter, NonbondedDefaults, System, SystemAtom } from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { findRings } from '../../perception/rings.js';
import { assembleSystem, type PlacedImproper } from '../assemble-system.js';
import { oplsEstimator } from './estimate.js';
import { oplsEstimatedDiagnostics } from './estimated-diagnostics.js';
import { oplsImpropers } from './impropers.js';
import { linearAtoms } from './linear-atoms.js';
import {
  OPLS_NAME,
  bondTypeOf,
  oplsAngleParameter,
  oplsAtomParameters,
  oplsBondParameter,
  oplsDihedralParameter,
  oplsProvenance,
} from './lookups.js';

export interface OplsParameterizeOptions {
  /** OPLS atom type (opls_NNN) per atom. */
  readonly types: readonly string[];
  /** Partial charge per atom (e); OPLS-AA/L charges come from the typer or the user, not the atom type. */
  readonly charges: Float64Array;
  /** oplsaa.ff read by parseGromacsForceField. */
  readonly forceField: GromacsForceField;
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3;
  /**
   * Estimate bonded terms oplsaa.ff has no row for (estimate.ts: zero torsions about linear atoms,
   * analogous bond types), each flagged and warned about; default true. False: every one is an error.
   */
  readonly estimateMissing?: boolean;
}

/**
 * From an OPLS-typed, charged molecule to a System with OPLS-AA/L parameters read from a GROMACS
 * oplsaa.ff: σ/ε/mass per opls_NNN type; bonds, angles, Ryckaert–Bellemans torsions through the
 * types' bond types with grompp's matching (lookups.ts); impropers on planar centres from the
 * `improper_*` defines (impropers.ts); 1-4 pairs from the bond graph with the folder's [ defaults ]
 * (OPLS: geometric rule, gen-pairs, fudge 0.5/0.5).
 *
 * A term is parameterised from oplsaa.ff when some row matches, wildcard rows (X-A-B-X, A-B-C-X)
 * included, exactly as grompp resolves it. A bond, angle or torsion with no row goes through the
 * missing-parameter cascade of estimate.ts (zero torsion about a linear sp atom; analogous bond
 * types), never silently: each estimated row carries provenance.estimated, estimatedFrom and a
 * penalty, and one 'estimated-parameter' warning per row names its atoms. What the cascade cannot
 * estimate (angles with no analogue, any missing atom type or improper define) is a ChemError
 * 'missing-parameter' naming the atoms (1-based) with their OPLS and bond types.
 */
export function parameterizeOpls(
  mol: Molecule,
  options: OplsParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const { forceField: ff, types } = options;
  checkInput(mol, options);
  const bondTypes = types.map((t, i) => {
    const bt = bondTypeOf(ff, t);
    if (bt === undefined) {
      throw new ChemError(
        'missing-parameter',
        `Atom ${i + 1} has OPLS type ${t}, which ${ff.source} does not define.`,
        [i],
      );
    }
    return bt;
  });
  const describe = (atoms: readonly number[]) =>
    atoms.map((a) => `${a + 1} (${types[a] ?? '?'}/${bondTypes[a] ?? '?'})`).join(', ');
  const estimating = options.estimateMissing ?? true;
  const missing = (what: string, atoms: readonly number[]): never => {
    const tried =
      estimating && ['bond', 'angle', 'dihedral'].includes(what)
        ? ' None of the analogous bond types gives one either.'
        : '';
    throw new ChemError(
      'missing-parameter',
      `No OPLS-AA/L ${what} parameter in ${ff.source} for atoms ${describe(atoms)} (atom/bond types).${tried}`,
      atoms,
    );
  };

  const bt = (i: number) => bondTypes[i] ?? '';
  const estimate = estimating ? oplsEstimator(ff) : undefined;
  const linear = linearAtoms(mol, bondTypes);
  const typesOf = (t: readonly number[]) => t.map(bt);
  const system = assembleSystem(
    mol,
    (assembly) => ({
      atoms: () =>
        types.map((type, i): SystemAtom => {
          const p = oplsAtomParameters(ff, type) ?? missing('atom-type', [i]);
          return {
            label: mol.names[i] ?? `${i + 1}`,
            forceField: OPLS_NAME,
            type,
            charge: options.charges[i] ?? 0,
            mass: p.mass,
            sigma: p.sigma,
            epsilon: p.epsilon,
            provenance: p.provenance,
          };
        }),
      bond: (t) =>
        oplsBondParameter(ff, bt(t[0]), bt(t[1])) ?? estimate?.bond(typesOf(t)) ?? missing('bond', t),
      angle: (t) =>
        oplsAngleParameter(ff, bt(t[0]), bt(t[1]), bt(t[2])) ??
        estimate?.angle(typesOf(t)) ??
        missing('angle', t),
      dihedral: (t) =>
        oplsDihedralParameter(ff, bt(t[0]), bt(t[1]), bt(t[2]), bt(t[3])) ??
        estimate?.dihedral(typesOf(t), linear[t[1]] === true || linear[t[2]] === true) ??
        missing('dihedral', t),
      impropers: () => placedImpropers(mol, assembly.neighbours(), ff, bondTypes, missing),
      defaults: () => oplsDefaults(ff),
    }),
    { useCurrentStructure: options.useCurrentStructure },
  );
  return { system, diagnostics: oplsEstimatedDiagnostics(system, describe) };
}

function placedImpropers(
  mol: Molecule,
  neighbours: readonly (readonly number[])[],
  ff: GromacsForceField,
  bondTypes: readonly string[],
  missing: (what: string, atoms: readonly number[]) => never,
): PlacedImproper[] {
  const rings = findRings(mol);
  const ringBond = new Set<string>();
  for (let b = 0; b < mol.bonds.count; b++) {
    if (!rings.bondInRing[b]) continue;
    const [x, y] = [mol.bonds.a[b]!, mol.bonds.b[b]!];
    ringBond.add(`${Math.min(x, y)},${Math.max(x, y)}`);
  }
  const inRing = (x: number, y: number) => ringBond.has(`${Math.min(x, y)},${Math.max(x, y)}`);
  const byDefine = new Map<string, ImproperParameter>();
  return oplsImpropers({ neighbours, bondTypes, elements: mol.elements, inRing }).map((imp) => {
    let p = byDefine.get(imp.define);
    if (!p) {
      p = improperFromDefine(ff, imp.define) ?? missing(`improper (${imp.define})`, imp.atoms);
      byDefine.set(imp.define, p);
    }
    return { atoms: imp.atoms, parameter: p };
  });
}

/** "180.0 43.932 2" (φs, k, n) as a periodic improper, E = k (1 + cos(n φ − φs)). */
function improperFromDefine(ff: GromacsForceField, name: string): ImproperParameter | undefined {
  const d = ff.defines.get(name);
  const [phase, k, multiplicity] = (d?.value ?? '').split(/\s+/).map(Number);
  if (!d || ![phase, k, multiplicity].every((v) => v !== undefined && Number.isFinite(v))) return undefined;
  return {
    funct: 4,
    term: { phase: phase!, k: k!, multiplicity: multiplicity! },
    provenance: oplsProvenance(ff, d),
  };
}

/** The folder's [ defaults ]; OPLS-AA/L's own (rule 3, gen-pairs, 0.5/0.5) when it has none. */
function oplsDefaults(ff: GromacsForceField): NonbondedDefaults {
  const d = ff.defaults;
  if (!d) return { nbfunc: 1, combinationRule: 3, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.5 };
  if (d.nbfunc !== 1 || ![1, 2, 3].includes(d.combinationRule)) {
    throw new ChemError(
      'unsupported-form',
      `${ff.source}/${d.file} line ${d.line}: nbfunc ${d.nbfunc}, comb-rule ${d.combinationRule} is not Lennard-Jones with rule 1, 2 or 3.`,
    );
  }
  return {
    nbfunc: 1,
    combinationRule: d.combinationRule as 1 | 2 | 3,
    genPairs: d.genPairs,
    fudgeLJ: d.fudgeLJ,
    fudgeQQ: d.fudgeQQ,
  };
}

function checkInput(mol: Molecule, o: OplsParameterizeOptions): void {
  const n = mol.atomCount;
  if (o.types.length !== n || o.charges.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `parameterizeOpls needs one type and one charge per atom: ${n} atoms, ${o.types.length} types, ${o.charges.length} charges.`,
    );
  }
}
