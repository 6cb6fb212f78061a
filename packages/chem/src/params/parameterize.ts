import { ChemError } from '../core/errors.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';
import type { NonbondedDefaults, Provenance, System, Term } from '../core/system.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import { assembleSystem, type PlacedImproper } from './assemble-system.js';
import { backupPairRows, type BackupTerms } from './backup-terms.js';
import { improperCandidates } from './impropers.js';
import { systemAtom } from './atom-parameters.js';
import { improperParameter } from './resolve-improper.js';
import { angleParameter, bondParameter, dihedralParameter, type TermContext } from './resolve-terms.js';

export interface ParameterizeOptions {
  /** Assigned atom type per atom. */
  readonly types: readonly string[];
  /** Partial charge per atom (e). */
  readonly charges: Float64Array;
  readonly forceField: ForceFieldParameters;
  readonly backup?: ForceFieldParameters;
  /** Fuzzy mode: candidate types per atom, tried after the assigned type. */
  readonly alternatives?: readonly (readonly string[])[];
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3;
  /** A backup force field with its own atom types (OPLS-AA/L behind GAFF), asked before analogy. */
  readonly backupTerms?: BackupTerms | undefined;
  /** The main force field's [ defaults ] (AMBER's when absent). */
  readonly defaults?: NonbondedDefaults | undefined;
}

/** AMBER/GAFF nonbonded conventions: LB mixing, 1-4 LJ × ½ and Coulomb × 1/1.2. */
export const AMBER_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 2,
  genPairs: true,
  fudgeLJ: 0.5,
  fudgeQQ: 1 / 1.2,
};

/**
 * From a typed, charged molecule to a complete System with the force field's parameters: terms from
 * the bond graph, parameters through the missing-parameter cascade (assigned types, fuzzy candidates,
 * backup, analogy, empirical), GROMACS units, deduplicated tables. Throws a ChemError naming the atoms
 * when a term has no parameter at all.
 */
export function parameterize(
  mol: Molecule,
  options: ParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  checkLengths(mol, options);
  const ctx: TermContext = {
    sources: { forceField: options.forceField, backup: options.backup },
    types: options.types,
    alternatives: options.alternatives ?? [],
    elements: mol.elements,
    cache: new Map(),
    backupTerms: options.backupTerms,
  };
  const defaults = options.defaults ?? AMBER_DEFAULTS;
  const system = assembleSystem(
    mol,
    (assembly) => ({
      atoms: () =>
        options.types.map((_, i) => systemAtom(ctx, i, mol.names[i] ?? `${i + 1}`, options.charges[i] ?? 0)),
      bond: (t) => bondParameter(ctx, t),
      angle: (t) => angleParameter(ctx, t),
      dihedral: (t) => dihedralParameter(ctx, t),
      impropers: () => placedImpropers(ctx, assembly.neighbours()),
      defaults: () => defaults,
      finish: (s) => withBackupRows(s, options.backupTerms),
    }),
    { useCurrentStructure: options.useCurrentStructure },
  );
  return { system, diagnostics: estimatedDiagnostics(system) };
}

function placedImpropers(ctx: TermContext, neighbours: readonly (readonly number[])[]): PlacedImproper[] {
  return improperCandidates(neighbours, ctx.types).flatMap((t) => improperParameter(ctx, t) ?? []);
}

/** Explicit pair rows between the backup force field's atoms and the rest (backup-terms.ts). */
function withBackupRows(system: System, backup: BackupTerms | undefined): System {
  if (!backup) return system;
  const rows = backupPairRows(
    system.atoms,
    backup.name,
    backup.combinationRule,
    system.defaults.combinationRule,
  );
  return rows.length > 0 ? { ...system, nonbondedPairs: rows } : system;
}

function checkLengths(mol: Molecule, o: ParameterizeOptions): void {
  const n = mol.atomCount;
  if (o.types.length !== n || o.charges.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `parameterize needs one type and one charge per atom: ${n} atoms, ${o.types.length} types, ${o.charges.length} charges.`,
    );
  }
}

/** One warning per estimated parameter row, naming the atoms of every term that uses it. */
function estimatedDiagnostics(s: System): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (
    kind: string,
    params: readonly { provenance: Provenance }[],
    terms: readonly Term<readonly number[]>[],
  ) => {
    const atomsOf = atomsPerEstimatedRow(params, terms);
    params.forEach((p, row) => {
      if (!p.provenance.estimated) return;
      const atoms = [...(atomsOf.get(row) ?? [])];
      const msg = `${kind} parameter estimated (${p.provenance.estimatedFrom ?? '?'}, penalty ${p.provenance.penalty ?? 0}); please review.`;
      out.push(warning('estimated-parameter', msg, { atoms }));
    });
  };
  report('bond', s.bondParameters, s.bonds);
  report('angle', s.angleParameters, s.angles);
  report('dihedral', s.dihedralParameters, s.dihedrals);
  report('improper', s.improperParameters, s.impropers);
  s.atoms.forEach((a, i) => {
    if (a.provenance.estimated) {
      out.push(
        warning(
          'estimated-parameter',
          `van der Waals parameters of atom ${i + 1} estimated (${a.provenance.estimatedFrom ?? '?'}).`,
          { atoms: [i] },
        ),
      );
    }
  });
  return out;
}

/** The atoms of the terms using each estimated row, in term order: one pass, not one per row. */
function atomsPerEstimatedRow(
  params: readonly { provenance: Provenance }[],
  terms: readonly Term<readonly number[]>[],
): Map<number, Set<number>> {
  const atomsOf = new Map<number, Set<number>>();
  for (const t of terms) {
    if (!params[t.parameter]?.provenance.estimated) continue;
    let atoms = atomsOf.get(t.parameter);
    if (!atoms) atomsOf.set(t.parameter, (atoms = new Set()));
    for (const a of t.atoms) atoms.add(a);
  }
  return atomsOf;
}
