export * from './model.js';
export * from './params/index.js';
