/**
 * Partial charges (docs/ARCHITECTURE.md, typing/charges layer). `CHARGE_METHODS` lists every charge
 * type of the spec; pure methods run here, methods needing a program (xtb, MOPAC) run in
 * packages/engines. Every result goes through `finalizeCharges` (symmetry, net charge, scale,
 * rounding). To add a method: give its record in methods.ts a `compute`, export its function here.
 */
export * from './shared/charge-method.js';
export * from './shared/finalize-charges.js';
export * from './shared/charge-options.js';
export { chargeMethodsFor } from './shared/methods-for.js';
export type { ChargeFlow, MethodsForResult, UnavailableMethod } from './shared/methods-for.js';
export { CHARGE_METHODS, findChargeMethod } from './methods.js';
export { gasteigerCharges } from './gasteiger/gasteiger.js';
export { qeqCharges } from './qeq/qeq.js';
export { eemCharges } from './eem/eem.js';
export { eqeqCharges } from './eqeq/eqeq.js';
export { mmff94Charges, loadMmff94Tables, MMFF94_FILES } from './mmff94/index.js';
export type { Mmff94File, Mmff94Tables } from './mmff94/index.js';
export * from './bcc/index.js';
export * from './cm1/index.js';
export * from './lbcc/index.js';
export * from './resp/index.js';
