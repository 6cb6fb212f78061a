export { parameterizeOpls, type OplsParameterizeOptions } from './parameterize-opls.js';
export {
  OPLS_NAME,
  bondTypeOf,
  oplsAngleParameter,
  oplsAtomParameters,
  oplsBondParameter,
  oplsDihedralParameter,
  oplsProvenance,
} from './lookups.js';
export { oplsImpropers, type OplsImproper, type ImproperInput as OplsImproperInput } from './impropers.js';
export { LINEAR_TORSION, oplsEstimator, type OplsEstimator } from './estimate.js';
