export {
  DREIDING_DEFAULTS,
  parameterizeDreiding,
  type DreidingParameterizeOptions,
} from './parameterize-dreiding.js';
export { DREIDING_MODEL } from './dreiding-model.js';
