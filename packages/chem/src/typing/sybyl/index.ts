export { sybylTypes, withSybylTypes, type SybylTyping } from './sybyl-types.js';
