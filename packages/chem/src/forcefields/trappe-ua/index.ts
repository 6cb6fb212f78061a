export * from './sources.js';
export * from './units.js';
export * from './pseudo-atoms.js';
export * from './bonded.js';
export * from './forms.js';
