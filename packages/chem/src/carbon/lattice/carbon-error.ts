import { ChemError } from '../../core/errors.js';
import type { ErrorData } from '../../core/errors.js';

/**
 * What a carbon-material request breaks, as `data.rule` of the ChemError (code 'invalid-request'), so that
 * the server, CLI and page can show their own text; `data.field` names the request field and `min`/`max`
 * the bounds where they apply.
 */
export type CarbonRule =
  | 'repeat'
  | 'rcc'
  | 'chirality'
  | 'too-thin'
  | 'diameter'
  | 'period'
  | 'walls'
  | 'size'
  | 'vacuum'
  | 'unit-cell'
  | 'sheet-type'
  | 'bond-length';

export const carbonError = (rule: CarbonRule, message: string, data: ErrorData = {}): ChemError =>
  new ChemError('invalid-request', message, [], { rule, ...data });

/** Refuses a value that is not an integer in [min, max] (x and y repeats, walls, periods). */
export function checkInteger(rule: CarbonRule, field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw carbonError(rule, `${field} must be an integer from ${min} to ${max}, got ${value}.`, {
      field,
      value,
      min,
      max,
    });
  }
}

/** Refuses a number outside [min, max] (Rcc, vacuum, diameter); `unit` is printed after the bounds. */
export function checkRange(
  rule: CarbonRule,
  field: string,
  value: number,
  min: number,
  max: number,
  unit = 'Å',
): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw carbonError(rule, `${field} must be from ${min} to ${max} ${unit}, got ${value}.`, {
      field,
      value,
      min,
      max,
    });
  }
  return value;
}
