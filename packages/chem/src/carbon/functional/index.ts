/** Functional groups on carbon nanomaterials (issue 19 item 4; README.md). */
export * from './groups.js';
export { GEOMETRY } from './geometry.js';
export * from './request.js';
export * from './functionalize.js';
