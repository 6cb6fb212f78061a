export * from './types.js';
export { parseAmberDat, type AmberDatOptions } from './parse-amber-dat.js';
