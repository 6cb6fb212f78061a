import {
  ChemError,
  isTopoForgeError,
  type BuildErrorCode,
  type ErrorData,
  type TopoForgeError,
} from '../core/errors.js';

/**
 * A refused build request. `reason` tells apart the refusals that share one code (the API answers the
 * code; a message catalogue keys its texts by `code/reason`); atoms are 0-based here, 1-based in data.
 */
export function buildError(
  code: BuildErrorCode,
  reason: string | undefined,
  message: string,
  data: ErrorData = {},
  atoms: readonly number[] = [],
): ChemError {
  return new ChemError(code, message, atoms, reason === undefined ? data : { reason, ...data });
}

const BUILD_ERROR_CODES: Readonly<Record<BuildErrorCode, true>> = {
  'invalid-request': true,
  'atom-untyped': true,
  'atom-type-du': true,
  'invalid-water-model': true,
  'invalid-water-type': true,
  'accurate-mode': true,
  'invalid-forcefield': true,
  'no-parameters': true,
  'forcefield-limit': true,
  'forcefield-mixing': true,
  'invalid-backup': true,
  'hessian-united-atom': true,
  'hessian-required': true,
};

/** A refusal of the request itself (not of the chemistry): the apps answer it as a bad request or a usage error. */
export const isBuildError = (e: unknown): e is TopoForgeError =>
  isTopoForgeError(e) && Object.hasOwn(BUILD_ERROR_CODES, e.code);
