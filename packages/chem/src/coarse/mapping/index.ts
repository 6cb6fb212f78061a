export { mapMartini3, remapMartini3 } from './build.js';
export type { PartitionBead } from './partition.js';
export { beadSize } from './bead-type.js';
export { beadSphere } from './sphere.js';
export type { BeadSphere } from './sphere.js';
