export * from './data.js';
