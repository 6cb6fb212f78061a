export type { OplsTyping } from './type-opls.js';
export { typeOpls } from './type-opls.js';
export type { OplsRule, OplsReference } from './rule-types.js';
export { OPLS_REFERENCES } from './rule-types.js';
export { OPLS_RULES, OPLS_PASSES } from './rules.js';
