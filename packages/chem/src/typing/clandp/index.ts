export { typeClandp, type ClandpTyping } from './type-clandp.js';
export { clandpCharges } from './charges.js';
export type { ClandpFamily, ClandpIon } from './recognised.js';
