export * from './amber-dat/index.js';
export * from './gromacs-ff/index.js';
export * from './water/index.js';
export * from './clandp/index.js';
export * from './trappe-ua/index.js';
export * from './uff/index.js';
export * from './registry.js';
export * from './registry-check.js';
