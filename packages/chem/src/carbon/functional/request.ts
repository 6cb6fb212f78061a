import { ChemError } from '../../core/errors.js';
import type { ErrorData } from '../../core/errors.js';
import type { FunctionalGroupId, FunctionalOrientation } from './groups.js';
import {
  DEFAULT_FUNCTIONAL_GROUP,
  DEFAULT_FUNCTIONAL_SEED,
  DEFAULT_ORIENTATION,
  FUNCTIONAL_COUNT_MAX,
  FUNCTIONAL_COUNT_MIN,
  FUNCTIONAL_GROUP_IDS,
  FUNCTIONAL_ORIENTATIONS,
  isFunctionalGroupId,
  isFunctionalOrientation,
} from './groups.js';

/** Spec 001 §7 "add-functional-group {data, group, count, orientation}", the structure passed apart; plus a seed. */
export interface FunctionalizeRequest {
  readonly group?: string;
  readonly count?: number;
  readonly orientation?: string;
  /** Seed of the random choices (sites, and sides when random); default DEFAULT_FUNCTIONAL_SEED. */
  readonly seed?: number;
}

export interface CheckedRequest {
  readonly group: FunctionalGroupId;
  readonly count: number;
  readonly orientation: FunctionalOrientation;
  readonly seed: number;
}

/**
 * What a functional-group request breaks, as `data.rule` of the ChemError (code 'invalid-request'), with
 * `field`, `value` and the allowed values or bounds: an unknown group or orientation, a count out of range,
 * an edge group on a structure without edges ('no-edge'), a basal group where no carbon has three carbon
 * neighbours ('no-basal'), fewer free sites than asked ('no-site', with `placed` and `requested`).
 */
export type FunctionalRule = 'group' | 'orientation' | 'count' | 'seed' | 'no-edge' | 'no-basal' | 'no-site';

export const functionalError = (rule: FunctionalRule, message: string, data: ErrorData = {}): ChemError =>
  new ChemError('invalid-request', message, [], { rule, ...data });

/** The request with its defaults (spec 001 §3: _O_, 1, random), refused when a value is not allowed. */
export function checkFunctionalRequest(request: FunctionalizeRequest): CheckedRequest {
  const group = request.group ?? DEFAULT_FUNCTIONAL_GROUP;
  if (!isFunctionalGroupId(group)) {
    throw functionalError(
      'group',
      `Unknown functional group '${group}'; known: ${FUNCTIONAL_GROUP_IDS.join(', ')}.`,
      {
        field: 'group',
        value: group,
        known: [...FUNCTIONAL_GROUP_IDS],
      },
    );
  }
  const orientation = request.orientation ?? DEFAULT_ORIENTATION;
  if (!isFunctionalOrientation(orientation)) {
    throw functionalError(
      'orientation',
      `Unknown orientation '${orientation}'; known: ${FUNCTIONAL_ORIENTATIONS.join(', ')}.`,
      { field: 'orientation', value: orientation, known: [...FUNCTIONAL_ORIENTATIONS] },
    );
  }
  const count = request.count ?? FUNCTIONAL_COUNT_MIN;
  if (!Number.isInteger(count) || count < FUNCTIONAL_COUNT_MIN || count > FUNCTIONAL_COUNT_MAX) {
    throw functionalError(
      'count',
      `count must be an integer from ${FUNCTIONAL_COUNT_MIN} to ${FUNCTIONAL_COUNT_MAX}, got ${count}.`,
      { field: 'count', value: count, min: FUNCTIONAL_COUNT_MIN, max: FUNCTIONAL_COUNT_MAX },
    );
  }
  const seed = request.seed ?? DEFAULT_FUNCTIONAL_SEED;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw functionalError('seed', `seed must be an integer from 0 to 4294967295, got ${seed}.`, {
      field: 'seed',
      value: seed,
      min: 0,
      max: 0xffffffff,
    });
  }
  return { group, count, orientation, seed };
}
