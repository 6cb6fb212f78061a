/** Atom typing: force-field atom types from a perceived molecule (docs/ARCHITECTURE.md, step 2). */
export * from './gaff/index.js';
export * from './water.js';
export * from './sybyl/index.js';
export * from './united-atom/index.js';
export * from './opls/index.js';
export * from './clandp/index.js';
export { typeTrappeUa, type TrappeUaTyping } from './united-atom/trappe-type.js';
export { typeGromos54a7, type GromosTyping } from './united-atom/gromos-type.js';
