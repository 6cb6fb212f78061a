export type { HessianData, HessianFormatId } from './hessian-data.js';
export {
  KJ_PER_MOL_PER_HARTREE,
  NM_PER_BOHR,
  hartreePerBohr2ToKJPerMolNm2,
  bohrToAngstrom,
} from './hessian-units.js';
export { HessianParseError, HESSIAN_SPEC_TEXT } from './hessian-error.js';
export type { HessianErrorKind } from './hessian-error.js';
export { checkHessianMatches } from './matrix-check.js';
export { readOrcaHessian } from './read-orca.js';
export type { HessianReadOptions } from './read-orca.js';
export { readFchkHessian } from './read-fchk.js';
export { readXtbHessian } from './read-xtb.js';
export { readHessian } from './read-hessian.js';
export type { ReadHessianOptions } from './read-hessian.js';
