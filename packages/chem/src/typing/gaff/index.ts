export type { GaffTyping } from './type-gaff.js';
export { typeGaff } from './type-gaff.js';
export type { GaffRule, Environment, EnvAtom, PropertySpec, PropertyTest } from './rule-types.js';
export { GAFF_RULES } from './rules.js';
export { PAIRED_TYPES } from './conjugation.js';
