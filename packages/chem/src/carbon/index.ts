/** Carbon nanomaterials (issue 19): fullerenes, graphene, nanotubes, the graphyne family. */
export * from './lattice/carbon-error.js';
export type { CarbonBuild } from './lattice/carbon-build.js';
export { CH_BOND, DEFAULT_RCC, RCC_MAX, RCC_MIN } from './lattice/rcc.js';
export { DEFAULT_VACUUM, VACUUM_MAX, VACUUM_MIN } from './lattice/vacuum.js';
export * from './lattice/spec-body.js';
export * from './graphene/graphene.js';
export * from './nanotube/chirality.js';
export * from './nanotube/limits.js';
export * from './nanotube/from-diameter.js';
export * from './nanotube/nanotube.js';
export * from './graphyne/bond-lengths.js';
export { alphaMotif, ringChainMotif } from './graphyne/cells.js';
export { betaMotif } from './graphyne/beta-cell.js';
export * from './graphyne/graphyne.js';
export * from './fullerene/index.js';
export * from './functional/index.js';
