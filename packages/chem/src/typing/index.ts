/** Atom typing: force-field atom types from a perceived molecule (docs/ARCHITECTURE.md, step 2). */
export * from './gaff/index.js';
export * from './water.js';
export * from './sybyl/index.js';
export * from './united-atom/index.js';
