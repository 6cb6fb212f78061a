import { ChemError } from '../core/errors.js';
import type { DistanceConstraint, ExternalNonbonded, Provenance, System } from '../core/system.js';
import type { Row } from './wire-rows.js';

/**
 * What a coarse-grained System carries beyond the atomistic wire form (core/system.ts): the fixed
 * distances as rows [i, j, 1, length (nm)] (GROMACS [ constraints ] funct 1) with their provenance, the
 * exclusion depth (nrexcl) and the external non-bonded file. Each is absent from the wire when the
 * System has none, so atomistic sets keep their form.
 */
export interface CoarseGrainedWire {
  constraints?: Row[];
  exclusionDepth?: number;
  externalNonbonded?: ExternalNonbonded;
}

export function coarseGrainedToWire(s: System): {
  wire: CoarseGrainedWire;
  provenance: Provenance[] | undefined;
} {
  const constraints = s.constraints ?? [];
  return {
    wire: {
      ...(constraints.length > 0
        ? { constraints: constraints.map((c) => [c.atoms[0] + 1, c.atoms[1] + 1, 1, c.length]) }
        : {}),
      ...(s.exclusionDepth !== undefined ? { exclusionDepth: s.exclusionDepth } : {}),
      ...(s.externalNonbonded ? { externalNonbonded: { ...s.externalNonbonded } } : {}),
    },
    provenance: constraints.length > 0 ? constraints.map((c) => c.provenance) : undefined,
  };
}

const USER_CONSTRAINT: Provenance = {
  forceField: 'user',
  source: 'edited in the parameter tables',
  estimated: false,
  derivedFrom: 'user',
};

/**
 * The wire's constraint rows as DistanceConstraints over `atomCount` atoms. A row that differs from the
 * original's same row (the user edited its length) gets user provenance, as every other table.
 */
export function constraintsFromWire(
  rows: readonly Row[],
  given: readonly Provenance[] | undefined,
  original: readonly Row[] | undefined,
  atomCount: number,
): DistanceConstraint[] {
  return rows.map((row, i) => {
    const [a, b, funct, length] = row;
    const what = `constraint row ${i + 1} [${row.join(', ')}]`;
    if (row.length !== 4 || funct !== 1) {
      throw new ChemError(
        'unsupported-form',
        `${what} is not [i, j, 1, length] (function type 1, 4 values).`,
      );
    }
    const inRange = (id: number | undefined): id is number =>
      id !== undefined && Number.isInteger(id) && id >= 1 && id <= atomCount;
    if (!inRange(a) || !inRange(b) || a === b) {
      throw new ChemError(
        'invalid-molecule',
        `${what} names atoms outside 1…${atomCount} or one atom twice.`,
      );
    }
    if (length === undefined || !(length > 0) || !Number.isFinite(length)) {
      throw new ChemError(
        'invalid-molecule',
        `${what} has length ${length}; it must be a positive number of nm.`,
      );
    }
    const before = original?.[i];
    const edited =
      before !== undefined && (before.length !== row.length || before.some((v, k) => v !== row[k]));
    const provenance = given?.[i] ?? USER_CONSTRAINT;
    return {
      atoms: [a - 1, b - 1] as const,
      length,
      provenance: edited ? { ...provenance, estimated: false, derivedFrom: 'user' } : provenance,
    };
  });
}

/** nrexcl as the wire gives it: a whole number of bonds, 0 or more (GROMACS reads any such value). */
export function exclusionDepthFromWire(depth: number | undefined): number | undefined {
  if (depth === undefined) return undefined;
  if (!Number.isInteger(depth) || depth < 0) {
    throw new ChemError(
      'invalid-molecule',
      `exclusionDepth ${depth} must be a whole number of bonds, 0 or more.`,
    );
  }
  return depth;
}
