import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import { atomList } from './check-values.js';

/** What a writer can write of a coarse-grained System (core/system.ts): GROMACS all three. */
export interface CoarseGrainedSupport {
  readonly constraints?: boolean;
  readonly exclusionDepth?: boolean;
  readonly externalNonbonded?: boolean;
}

/**
 * Refuses what the writer cannot write rather than drop it: a fixed distance written as nothing, or
 * 1-3 pairs excluded that Martini lets interact, would be another model. Constraint atoms and lengths
 * are checked for every writer.
 */
export function checkCoarseGrained(system: System, engine: string, support: CoarseGrainedSupport): void {
  const constraints = system.constraints ?? [];
  const n = system.atoms.length;
  for (const c of constraints) {
    const [a, b] = c.atoms;
    if (!(Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && a < n && b < n && a !== b)) {
      throw new ChemError(
        'invalid-molecule',
        `The constraint ${atomList(c.atoms)} refers to a missing atom.`,
      );
    }
    if (!(c.length > 0 && Number.isFinite(c.length))) {
      throw new ChemError(
        'invalid-molecule',
        `The constraint ${atomList(c.atoms)} has length ${c.length}; it must be a positive number of nm.`,
        c.atoms,
      );
    }
  }
  const external = system.externalNonbonded;
  if (external && support.externalNonbonded !== true) {
    throw new ChemError(
      'unsupported-form',
      `${engine} needs the non-bonded parameters of every bead type, which are in ${external.file}: place that file at ${external.configuredPath} (the server's configured path) and build again, or write GROMACS files, which #include it.`,
      [],
      { file: external.file, path: external.configuredPath },
    );
  }
  const depth = system.exclusionDepth;
  if (depth !== undefined && depth !== 3 && support.exclusionDepth !== true) {
    throw new ChemError(
      'unsupported-form',
      `${engine} cannot write nonbonded exclusions up to ${depth} bonds apart (nrexcl ${depth}); write GROMACS files.`,
      [],
      { nrexcl: depth },
    );
  }
  const first = constraints[0];
  if (first && support.constraints !== true) {
    throw new ChemError(
      'unsupported-form',
      `${engine} cannot hold distances fixed (constraint ${atomList(first.atoms)}, as Martini's ring beads); write GROMACS files.`,
      first.atoms,
    );
  }
}
