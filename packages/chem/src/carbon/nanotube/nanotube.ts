import type { CarbonBuild } from '../lattice/carbon-build.js';
import { carbonError, checkInteger, checkRange } from '../lattice/carbon-error.js';
import { CH_BOND, DEFAULT_RCC, checkRcc } from '../lattice/rcc.js';
import { periodicMolecule, terminatedMolecule } from '../lattice/to-molecule.js';
import { DEFAULT_VACUUM, checkVacuum } from '../lattice/vacuum.js';
import type { Chirality } from './chirality.js';
import { chirality } from './chirality.js';
import type { TubeType } from './from-diameter.js';
import { TUBE_TYPES, indexFromDiameter, wallStep } from './from-diameter.js';
import { MAX_TUBE_ATOMS, MIN_TUBE_DIAMETER, TUBE_LIMITS } from './limits.js';
import { rolledNet } from './rolled-net.js';

/** A tube by its indices (any chirality) or, as the spec's form gives it, by type and diameter (Å). */
export type TubeChoice =
  { readonly n: number; readonly m: number } | { readonly type: TubeType; readonly diameter: number };

export interface NanotubeRequest {
  readonly tube: TubeChoice;
  /** Length in translational periods |T| (the spec's `period`, default 2). */
  readonly periods?: number;
  /** Walls (multi-wall tubes: type and diameter only); the diameter is the innermost wall's. */
  readonly walls?: number;
  readonly rcc?: number;
  /** H-terminated open ends (true) or periodic along the axis (false, default). */
  readonly terminalH?: boolean;
  /** Gap between the tube and its lateral periodic images, Å. */
  readonly vacuum?: number;
}

export interface TubeWall {
  readonly n: number;
  readonly m: number;
  /** Diameter actually built, Å. */
  readonly diameter: number;
  readonly chiralAngle: number;
  readonly atomsPerCell: number;
}

export interface NanotubeDescription {
  readonly kind: 'nanotube';
  readonly type: TubeType | 'chiral';
  readonly walls: readonly TubeWall[];
  /** The diameter asked for (type and diameter requests), Å. */
  readonly requestedDiameter?: number;
  /** Spacing between consecutive walls, (d_outer − d_inner)/2, Å. */
  readonly wallSpacings: readonly number[];
  readonly rcc: number;
  /** |T|, Å. */
  readonly period: number;
  readonly periods: number;
  /** periods·|T|, Å. */
  readonly length: number;
  readonly periodic: boolean;
  readonly carbonCount: number;
  readonly hydrogenCount: number;
  readonly atomCount: number;
}

function typeOf(c: Chirality): TubeType | 'chiral' {
  return c.m === 0 ? 'zigzag' : c.m === c.n ? 'armchair' : 'chiral';
}

function resolveWalls(tube: TubeChoice, walls: number, rcc: number): Chirality[] {
  if ('n' in tube) {
    if (walls !== 1) {
      throw carbonError(
        'walls',
        'A multi-wall tube is built from a type and a diameter; (n, m) gives one wall.',
        {
          field: 'walls',
          value: walls,
        },
      );
    }
    const c = chirality(tube.n, tube.m, rcc);
    if (c.diameter < MIN_TUBE_DIAMETER) {
      throw carbonError(
        'too-thin',
        `The (${tube.n}, ${tube.m}) tube is ${c.diameter.toFixed(2)} Å wide, below ${MIN_TUBE_DIAMETER} Å.`,
        {
          field: 'chirality',
          value: c.diameter,
          min: MIN_TUBE_DIAMETER,
        },
      );
    }
    return [c];
  }
  if (!TUBE_TYPES.includes(tube.type)) {
    throw carbonError('chirality', `A tube type is armchair or zigzag, got ${String(tube.type)}.`, {
      field: 'type',
    });
  }
  checkRange('diameter', 'circle', tube.diameter, TUBE_LIMITS.diameter.min, TUBE_LIMITS.diameter.vipMax);
  const n = indexFromDiameter(tube.type, tube.diameter, rcc);
  const step = wallStep(tube.type, rcc);
  return Array.from({ length: walls }, (_, w) => {
    const k = n + w * step;
    return chirality(k, tube.type === 'armchair' ? k : 0, rcc);
  });
}

/**
 * A single- or multi-wall nanotube rolled from graphene (Saito et al. 1998): periodic along its axis (cell
 * c = periods·|T|, bonds through the boundary) unless H termination is asked, which cuts the ends and caps
 * each cut bond with a C–H of 1.09 Å along it. Walls are coaxial, one type, spaced as close to 3.4 Å as the
 * indices allow, all periods·|T| long (armchair and zigzag walls share |T| = a and √3·a).
 */
export function buildNanotube(request: NanotubeRequest): CarbonBuild<NanotubeDescription> {
  const rcc = checkRcc(request.rcc ?? DEFAULT_RCC);
  const vacuum = checkVacuum(request.vacuum ?? DEFAULT_VACUUM);
  const periods = request.periods ?? TUBE_LIMITS.length.default;
  const wallCount = request.walls ?? TUBE_LIMITS.walls.default;
  checkInteger('period', 'period', periods, TUBE_LIMITS.length.min, TUBE_LIMITS.length.vipMax);
  checkInteger('walls', 'walls', wallCount, TUBE_LIMITS.walls.min, TUBE_LIMITS.walls.vipMax);
  const walls = resolveWalls(request.tube, wallCount, rcc);
  const latticeCount = periods * walls.reduce((s, w) => s + w.atomsPerCell, 0);
  if (latticeCount > MAX_TUBE_ATOMS) {
    throw carbonError('size', `The tube would have ${latticeCount} atoms, more than ${MAX_TUBE_ATOMS}.`, {
      value: latticeCount,
      max: MAX_TUBE_ATOMS,
    });
  }
  const net = rolledNet(walls, periods, vacuum);
  const periodic = request.terminalH !== true;
  const names = walls.map((w) => `(${w.n},${w.m})`).join('@');
  const title = `nanotube ${names} x${periods}`;
  const molecule = periodic ? periodicMolecule(net, title) : terminatedMolecule(net, title, CH_BOND, true);
  const hydrogenCount = molecule.elements.filter((z) => z === 1).length;
  const period = walls[0]!.period;
  return {
    molecule,
    description: {
      kind: 'nanotube',
      type: typeOf(walls[0]!),
      walls: walls.map(({ n, m, diameter, chiralAngle, atomsPerCell }) => ({
        n,
        m,
        diameter,
        chiralAngle,
        atomsPerCell,
      })),
      ...('diameter' in request.tube ? { requestedDiameter: request.tube.diameter } : {}),
      wallSpacings: walls.slice(1).map((w, i) => (w.diameter - walls[i]!.diameter) / 2),
      rcc,
      period,
      periods,
      length: periods * period,
      periodic,
      carbonCount: molecule.atomCount - hydrogenCount,
      hydrogenCount,
      atomCount: molecule.atomCount,
    },
  };
}
