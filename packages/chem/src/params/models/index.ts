export {
  FORCE_FIELD_MODELS,
  findForceFieldModel,
  type ForceFieldData,
  type ForceFieldDataKey,
  type ForceFieldModel,
  type ModelParameterized,
  type ModelParameterizeInput,
  type ModelTyping,
  type ModelWater,
} from './force-field-models.js';
export { GAFF_MODEL } from './gaff-model.js';
export { parameterizeModelWithWater, type ModelWithWaterInput } from './with-water.js';
