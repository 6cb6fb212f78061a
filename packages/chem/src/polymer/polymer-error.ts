import { ChemError } from '../core/errors.js';
import type { ErrorData } from '../core/errors.js';

/**
 * What a polymer request or unit breaks, as `data.rule` of the ChemError (code 'invalid-request'), so that
 * the server and page can show the spec's §5 text for it; `data.field` names the request field.
 */
export type PolymerRule =
  | 'smiles'
  | 'valence'
  | 'stars'
  | 'unit-geometry'
  | 'monomer-required'
  | 'unknown-monomer'
  | 'unknown-end-group'
  | 'degree'
  | 'torsion'
  | 'seed'
  | 'polytype'
  | 'tacticity'
  | 'block-rows'
  | 'block-count'
  | 'too-many-monomers'
  | 'matrix-shape'
  | 'matrix-cell'
  | 'row-sum'
  | 'reactivity-ratio'
  | 'feed'
  | 'no-room';

export const polymerError = (rule: PolymerRule, message: string, data: ErrorData = {}): ChemError =>
  new ChemError('invalid-request', message, [], { rule, ...data });
