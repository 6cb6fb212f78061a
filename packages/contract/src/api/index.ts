export * from './envelope.js';
export * from './paths.js';
export * from './route-spec.js';
export * from './parameter-set.js';
export * from './openapi.js';
export * from './routes.js';
