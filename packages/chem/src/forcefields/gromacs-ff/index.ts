export * from './types.js';
export { parseGromacsForceField, type GromacsParseOptions } from './parse.js';
export type { ReadFile as GromacsReadFile } from './preprocess.js';
export { GromacsTypeIndex, matchDihedralType } from './lookup.js';
