export * from './health.js';
export * from './api/index.js';
