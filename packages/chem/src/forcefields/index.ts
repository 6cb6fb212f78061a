export * from './amber-dat/index.js';
export * from './water/index.js';
export * from './registry.js';
export * from './registry-check.js';
