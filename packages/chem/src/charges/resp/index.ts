/** RESP charges from an electrostatic potential: the MK sampling grid and the two-stage fit. */
export * from './mk-radii.js';
export * from './mk-grid.js';
export * from './esp-design.js';
export * from './restrained-fit.js';
export * from './methyl-groups.js';
export * from './two-stage-resp.js';
export * from './resp-equivalence.js';
export * from './density-sources.js';
export * from './gaussian-esp.js';
