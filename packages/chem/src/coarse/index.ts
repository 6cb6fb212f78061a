export * from './model.js';
export * from './params/index.js';
export * from './mapping/index.js';
