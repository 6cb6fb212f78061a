import type { ChainProvenance, Molecule, PolymerRequest, PolymerUnit } from '@topoforge/chem';
import { buildPolymer, polymerUnit } from '@topoforge/chem';

export const POLYMER_UNIT_JOB = 'polymer:unit';
export const POLYMER_BUILD_JOB = 'polymer:build';

/** One unit as data: its p-SMILES (two `*`) or end group (one `*`) and Open Babel's capped 3D molecule. */
export interface PolymerUnitJobInput {
  readonly smiles: string;
  readonly stars: 1 | 2;
  readonly capped: Molecule;
}

/** A chain build as data: the checked request and the 3D unit of every SMILES its plan needs. */
export interface PolymerBuildJobInput {
  readonly request: PolymerRequest;
  readonly units: readonly (readonly [string, PolymerUnit])[];
}

/** What the route keeps and answers of a built chain. */
export interface PolymerBuildJobResult {
  readonly mol2: string;
  readonly atomCount: number;
  readonly unitCount: number;
  /** Monomer id of each unit, chain order. */
  readonly sequence: readonly string[];
  /** Per chain atom its piece, the piece's SMILES and its index in the unit (typed arrays). */
  readonly provenance: ChainProvenance;
}

/**
 * The polymer builder's computation, run in worker threads: matching Open Babel's unit to its string
 * and searching its conformers (polymerUnit), and the chain's self-avoiding growth (buildPolymer). The
 * plan is drawn again in the worker from the same request, so it is the one the route checked.
 */
export const polymerJobs = {
  [POLYMER_UNIT_JOB]: (input: PolymerUnitJobInput): PolymerUnit =>
    polymerUnit(input.smiles, input.capped, input.stars),
  [POLYMER_BUILD_JOB]: (input: PolymerBuildJobInput): PolymerBuildJobResult => {
    const result = buildPolymer(input.request, new Map(input.units));
    return {
      mol2: result.mol2,
      atomCount: result.atomCount,
      unitCount: result.unitCount,
      sequence: result.sequence,
      provenance: result.provenance,
    };
  },
};
