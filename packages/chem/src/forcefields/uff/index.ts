export { parseUffPrm, uffTypeElement, type UffAtomParameters, type UffParameters } from './uff-prm.js';
export { UFF4MOF_SOURCES, UFF4MOF_TYPES, withUff4mof, type Uff4mofType } from './uff4mof.js';
