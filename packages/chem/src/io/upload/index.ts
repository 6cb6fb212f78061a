export * from './flows.js';
export * from './upload-extension.js';
export * from './count-atoms.js';
export * from './check-upload.js';
