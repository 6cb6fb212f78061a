export * from './amber-dat/index.js';
