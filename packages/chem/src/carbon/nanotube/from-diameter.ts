import { WALL_SPACING, MIN_TUBE_DIAMETER } from './limits.js';

/** The two tube types of the spec: armchair (n, n) and zigzag (n, 0). */
export type TubeType = 'armchair' | 'zigzag';

export const TUBE_TYPES: readonly TubeType[] = ['armchair', 'zigzag'];

/** Diameter gained per unit of n, Å: a√3/π = 3·Rcc/π for (n, n), a/π = √3·Rcc/π for (n, 0). */
export const diameterPerIndex = (type: TubeType, rcc: number): number =>
  type === 'armchair' ? (3 * rcc) / Math.PI : (Math.sqrt(3) * rcc) / Math.PI;

/** The (n, 0) or (n, n) whose diameter is closest to `diameter`, no thinner than MIN_TUBE_DIAMETER. */
export function indexFromDiameter(type: TubeType, diameter: number, rcc: number): number {
  const k = diameterPerIndex(type, rcc);
  return Math.max(Math.ceil(MIN_TUBE_DIAMETER / k), Math.round(diameter / k));
}

/**
 * Step Δn between nested walls of one type whose spacing Δn·k/2 is closest to 3.4 Å: Δn = 5 for armchair
 * (3.39 Å) and 9 for zigzag (3.52 Å; 8 gives 3.13 Å) with Rcc 1.42.
 */
export function wallStep(type: TubeType, rcc: number): number {
  return Math.max(1, Math.round((2 * WALL_SPACING) / diameterPerIndex(type, rcc)));
}
