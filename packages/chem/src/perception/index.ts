/**
 * Perception: what a structure file does not say, inferred from what it does (docs/ARCHITECTURE.md,
 * step 1). `perceive` is the pipeline callers use; the steps are exported for callers that need one
 * of them alone. Helpers of these modules (matching, valence states, spatial grid, cycle bases…)
 * stay internal so that the package namespace holds only the perception API.
 */
export * from './bonds-from-distances.js';
export * from './bond-orders.js';
export * from './perceive.js';
export * from './kekulize.js';
export * from './rings.js';
export type { RingPath } from './periodic-rings.js';
export { MAX_PERIODIC_RING_SIZE } from './periodic-rings.js';
export * from './aromaticity.js';
export type { AtomBonding, PiDonor } from './pi-electrons.js';
export * from './symmetry.js';
export { withMinimumImageBonds } from './minimum-image-bonds.js';
export { applyBondRules, isMetal } from './metal-ligand.js';
export type { BondRule, BondRuleResult } from './metal-ligand.js';
export { findMetalNodes } from './metal-nodes.js';
export type { MetalNode, MetalNodeResult } from './metal-nodes.js';
export { splitFramework } from './periodic-components.js';
export type { FrameworkSplit, PeriodicComponent } from './periodic-components.js';
export { guestSummary, hillFormula } from './guest-names.js';
export { perceivePeriodic } from './periodic-structure.js';
export type { PeriodicPerception } from './periodic-structure.js';
