/**
 * The spec's nanotube inputs (001 §5, §6, §9): diameter `circle` in Å, length `period` in translational
 * periods |T|, walls. Chem checks the widest (VIP) bounds; which user gets which is the server's job.
 */
export const TUBE_LIMITS = {
  diameter: { min: 1, max: 20, vipMax: 100, default: 6 },
  length: { min: 1, max: 10, vipMax: 100, default: 2 },
  walls: { min: 1, max: 3, vipMax: 10, default: 1 },
} as const;

/**
 * The thinnest tube chem builds, Å: narrower than the (2, 2) tube (2.71 Å with Rcc 1.42), the smallest one
 * observed (Zhao et al., Phys. Rev. Lett. 92, 125502 (2004)); below it atoms across the tube come closer
 * than a bond.
 */
export const MIN_TUBE_DIAMETER = 2.5;

/** Most atoms one tube request may build: the widest VIP request, 10 zigzag walls from 100 Å over 100 periods, has 674,000. */
export const MAX_TUBE_ATOMS = 1_000_000;

/** Interlayer spacing the walls of a multi-wall tube aim at, Å (turbostratic graphite, ~3.4 Å). */
export const WALL_SPACING = 3.4;
