export * from './merge.js';
