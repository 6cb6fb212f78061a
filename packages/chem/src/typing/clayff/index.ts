export { clayffCharges } from './charges.js';
export { typeClayff, type ClayffTyping } from './type-clayff.js';
