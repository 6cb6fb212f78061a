export {
  FORCE_FIELD_MODELS,
  findForceFieldModel,
  type ForceFieldData,
  type ForceFieldDataKey,
  type ForceFieldModel,
  type ModelParameterized,
  type ModelParameterizeInput,
  type ModelTyping,
} from './force-field-models.js';
export { parameterizeModelWithWater, type ModelWithWaterInput } from './with-water.js';
