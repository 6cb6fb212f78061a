export * from './health.js';
export * from './api/index.js';
export * from './web-pages.js';
export * from './space-pages.js';
