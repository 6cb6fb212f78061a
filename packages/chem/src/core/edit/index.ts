export * from './select-atoms.js';
export * from './sort-atoms.js';
export * from './reduce-atoms.js';
