export {
  parameterizeClandp,
  CLANDP_DEFAULTS,
  type ClandpParameterizeOptions,
} from './parameterize-clandp.js';
export { oplsFourierTerms } from './clandp-terms.js';
