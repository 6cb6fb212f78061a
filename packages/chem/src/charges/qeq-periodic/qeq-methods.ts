import type { Molecule } from '../../core/molecule.js';
import type { QeqParameters } from '../qeq/qeq-data.js';
import { QEQ_PARAMETERS } from '../qeq/qeq-data.js';
import { qeqCharges } from '../qeq/qeq.js';
import type { ChargeInput, PureChargeFunction } from '../shared/charge-method.js';
import { requireElements } from '../shared/coverage.js';
import { GMP_PARAMETERS } from './gmp-data.js';
import { MEPO_PARAMETERS } from './mepo-data.js';
import type { PeriodicQeqOptions } from './periodic-qeq.js';
import { periodicQeqCharges } from './periodic-qeq.js';

/**
 * A QEq parameter set as a charge method: a molecule gets the molecular QEq (qeq/qeq.ts), a structure
 * with a cell the periodic one (periodic-qeq.ts). An element the set has no value for is refused,
 * naming it and its atoms.
 */
export function qeqWith(
  table: Readonly<Record<number, QeqParameters>>,
  method: string,
  options: PeriodicQeqOptions = {},
): PureChargeFunction {
  return (mol: Molecule, input: ChargeInput): Float64Array => {
    if (!mol.cell) return qeqCharges(mol, input, table, method);
    requireElements(mol, method, (z) => table[z] !== undefined);
    const params = Array.from(mol.elements, (z) => table[z]!);
    return periodicQeqCharges(mol, input, params, method, options);
  };
}

/** QEq with Rappé & Goddard's Table I (qeq/qeq-data.ts). */
export const qeqAnyCharges = qeqWith(QEQ_PARAMETERS, 'QEq');
/** GMP-QEq: QEq with UFF Table 1's GMP electronegativities, hardnesses and radii (gmp-data.ts). */
export const gmpQeqCharges = qeqWith(GMP_PARAMETERS, 'GMP-QEq');
/** MEPO-QEq (Kadantsev et al. 2013, mepo-data.ts). */
export const mepoQeqCharges = qeqWith(MEPO_PARAMETERS, 'MEPO-QEq');
