/** CM1A class IV charges from AM1 (Storer, Giesen, Cramer & Truhlar 1995); the AM1 run is in @topoforge/engines. */
export * from './cm1a.js';
export * from './cm1a-parameters.js';
