export * from './errors.js';
export * from './health.js';
export * from './api/index.js';
