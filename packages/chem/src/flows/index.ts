export * from './builder-flows.js';
export * from './list-routes.js';
export * from './softwares.js';
