export * from './sources.js';
export * from './atom-types.js';
export * from './bonded.js';
