import { BondOrder } from '../../core/bond-order.js';
import type { CarbonBuild } from '../lattice/carbon-build.js';
import { checkInteger } from '../lattice/carbon-error.js';
import { CH_BOND, DEFAULT_RCC, checkRcc } from '../lattice/rcc.js';
import type { SheetMotif } from '../lattice/tile.js';
import { tileSheet } from '../lattice/tile.js';
import { periodicMolecule, terminatedMolecule } from '../lattice/to-molecule.js';
import { DEFAULT_VACUUM, checkVacuum } from '../lattice/vacuum.js';

/** The spec's bounds of the sheet repeats x and y (001 §5 nanomaterial inputs). */
export const SHEET_REPEAT_MIN = 1;
export const SHEET_REPEAT_MAX = 20;

export interface GrapheneRequest {
  readonly x: number;
  readonly y: number;
  /** C–C bond length, Å; default 1.42, rounded to 2 decimals. */
  readonly rcc?: number;
  /** H-terminated flake (true) or periodic sheet (false, default). */
  readonly terminalH?: boolean;
  /** Cell height of the periodic sheet, Å. */
  readonly vacuum?: number;
}

export interface GrapheneDescription {
  readonly kind: 'graphene';
  readonly x: number;
  readonly y: number;
  readonly rcc: number;
  /** Orthorhombic cell a = √3·Rcc (zigzag direction, along x), b = 3·Rcc (armchair direction, along y), Å. */
  readonly cellA: number;
  readonly cellB: number;
  readonly periodic: boolean;
  readonly carbonCount: number;
  readonly hydrogenCount: number;
  readonly atomCount: number;
}

/**
 * The orthorhombic 4-atom cell of graphene: atoms at y = 0, Rcc/2, 3Rcc/2, 2Rcc on the lines x = 0 and
 * x = a/2, which is the honeycomb with its zigzag chains along x. Bonds are aromatic.
 */
export function grapheneMotif(rcc: number): SheetMotif {
  const a = Math.sqrt(3) * rcc;
  const ar = BondOrder.Aromatic;
  return {
    a: [a, 0],
    b: [0, 3 * rcc],
    sites: [
      { element: 6, x: 0, y: 0 },
      { element: 6, x: a / 2, y: rcc / 2 },
      { element: 6, x: a / 2, y: (3 * rcc) / 2 },
      { element: 6, x: 0, y: 2 * rcc },
    ],
    bonds: [
      { a: 0, b: 1, order: ar, cell: [0, 0] },
      { a: 0, b: 1, order: ar, cell: [-1, 0] },
      { a: 1, b: 2, order: ar, cell: [0, 0] },
      { a: 2, b: 3, order: ar, cell: [0, 0] },
      { a: 2, b: 3, order: ar, cell: [1, 0] },
      { a: 3, b: 0, order: ar, cell: [0, 1] },
    ],
  };
}

/**
 * Graphene of x × y orthorhombic cells. Without H termination the sheet is periodic in the plane (cell
 * x·a × y·b × vacuum, bonds through the boundary). With it, the sheet is cut at the cell boundary — zigzag
 * edges along x, armchair edges along y — and every cut bond becomes a C–H of 1.09 Å along the bond's
 * direction; the corner carbons that lose two bonds become =CH2, so no carbon is left with a dangling bond
 * and none is removed (the flake keeps its 4xy carbons and has 2x + 4y hydrogens).
 */
export function buildGraphene(request: GrapheneRequest): CarbonBuild<GrapheneDescription> {
  checkInteger('repeat', 'x', request.x, SHEET_REPEAT_MIN, SHEET_REPEAT_MAX);
  checkInteger('repeat', 'y', request.y, SHEET_REPEAT_MIN, SHEET_REPEAT_MAX);
  const rcc = checkRcc(request.rcc ?? DEFAULT_RCC);
  const vacuum = checkVacuum(request.vacuum ?? DEFAULT_VACUUM);
  const periodic = request.terminalH !== true;
  const net = tileSheet(grapheneMotif(rcc), request.x, request.y, vacuum);
  const title = `graphene ${request.x}x${request.y}`;
  const molecule = periodic ? periodicMolecule(net, title) : terminatedMolecule(net, title, CH_BOND);
  const carbonCount = net.sites.length;
  return {
    molecule,
    description: {
      kind: 'graphene',
      x: request.x,
      y: request.y,
      rcc,
      cellA: Math.sqrt(3) * rcc,
      cellB: 3 * rcc,
      periodic,
      carbonCount,
      hydrogenCount: molecule.atomCount - carbonCount,
      atomCount: molecule.atomCount,
    },
  };
}
