export {
  CLAYFF_DEFAULTS,
  parameterizeClayff,
  type ClayffParameterizeOptions,
} from './parameterize-clayff.js';
export { CLAYFF_MODEL } from './clayff-model.js';
