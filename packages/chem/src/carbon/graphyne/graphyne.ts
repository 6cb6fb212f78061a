import type { CarbonBuild } from '../lattice/carbon-build.js';
import { carbonError, checkInteger, checkRange } from '../lattice/carbon-error.js';
import type { SheetMotif } from '../lattice/tile.js';
import { tileSheet } from '../lattice/tile.js';
import { periodicMolecule } from '../lattice/to-molecule.js';
import { DEFAULT_VACUUM, checkVacuum } from '../lattice/vacuum.js';
import { SHEET_REPEAT_MAX, SHEET_REPEAT_MIN } from '../graphene/graphene.js';
import { betaMotif } from './beta-cell.js';
import type { RingChainBonds, VertexChainBonds } from './bond-lengths.js';
import { GRAPHYNE_BOND_MAX, GRAPHYNE_BOND_MIN } from './bond-lengths.js';
import { alphaMotif, ringChainMotif } from './cells.js';
import { canonicalHexagonal, rectangularCell, swapAxes } from './orient.js';

/**
 * The spec's unit cells (001 §3). Built: GDY, alpha-GY, beta-GY, gamma-GY. Left out: delta-GY (no single
 * published definition found) and 6,6,12-GY (its cell could not be read from a citable source).
 */
export type GraphyneCell = 'GDY' | 'alpha-GY' | 'beta-GY' | 'gamma-GY';
export const GRAPHYNE_CELLS: readonly GraphyneCell[] = ['GDY', 'alpha-GY', 'beta-GY', 'gamma-GY'];
export const GRAPHYNE_CELLS_LEFT_OUT = ['delta-GY', '6,6,12-GY'] as const;

/**
 * The spec's `type`: zigzag and armchair tile the rectangular cell with the zigzag (resp. armchair) direction
 * of the hexagonal net along x; plane tiles the primitive hexagonal cell. All three are periodic sheets.
 */
export type GraphyneSheetType = 'zigzag' | 'armchair' | 'plane';
export const GRAPHYNE_SHEET_TYPES: readonly GraphyneSheetType[] = ['zigzag', 'armchair', 'plane'];

export type GraphyneBonds =
  | { readonly unitCell: 'gamma-GY' | 'GDY'; readonly bonds: RingChainBonds }
  | { readonly unitCell: 'alpha-GY' | 'beta-GY'; readonly bonds: VertexChainBonds };

export type GraphyneRequest = GraphyneBonds & {
  readonly x: number;
  readonly y: number;
  readonly type: GraphyneSheetType;
  readonly vacuum?: number;
};

export interface GraphyneDescription {
  readonly kind: 'graphyne';
  readonly unitCell: GraphyneCell;
  readonly type: GraphyneSheetType;
  readonly x: number;
  readonly y: number;
  /** Hexagonal lattice constant following from the bond lengths, Å. */
  readonly latticeConstant: number;
  readonly atomsPerPrimitiveCell: number;
  readonly atomCount: number;
}

function checkBonds(bonds: RingChainBonds | VertexChainBonds): void {
  for (const [field, value] of Object.entries(bonds)) {
    if (value !== undefined)
      checkRange('bond-length', field, value as number, GRAPHYNE_BOND_MIN, GRAPHYNE_BOND_MAX);
  }
}

/** The primitive hexagonal motif of a cell, built from its bond lengths. */
export function graphyneMotif(request: GraphyneBonds): SheetMotif {
  if (!GRAPHYNE_CELLS.includes(request.unitCell)) {
    throw carbonError(
      'unit-cell',
      `Graphyne unit cell ${String(request.unitCell)} is not built (built: ${GRAPHYNE_CELLS.join(', ')}).`,
      {
        field: 'unit_cell',
        value: String(request.unitCell),
      },
    );
  }
  checkBonds(request.bonds);
  if (request.unitCell === 'GDY' && request.bonds.spSp === undefined) {
    throw carbonError('unit-cell', 'Graphdiyne needs the single bond between its two C≡C (spSp).', {
      field: 'spSp',
    });
  }
  switch (request.unitCell) {
    case 'gamma-GY':
      return ringChainMotif(request.bonds, 1);
    case 'GDY':
      return ringChainMotif(request.bonds, 2);
    case 'alpha-GY':
      return alphaMotif(request.bonds);
    case 'beta-GY':
      return betaMotif(request.bonds);
  }
}

/** A periodic graphyne sheet of x × y cells of the chosen type (cell x·a × y·b × vacuum, bonds through the boundary). */
export function buildGraphyne(request: GraphyneRequest): CarbonBuild<GraphyneDescription> {
  checkInteger('repeat', 'x', request.x, SHEET_REPEAT_MIN, SHEET_REPEAT_MAX);
  checkInteger('repeat', 'y', request.y, SHEET_REPEAT_MIN, SHEET_REPEAT_MAX);
  if (!GRAPHYNE_SHEET_TYPES.includes(request.type)) {
    throw carbonError(
      'sheet-type',
      `A graphyne type is zigzag, armchair or plane, got ${String(request.type)}.`,
      { field: 'type' },
    );
  }
  const vacuum = checkVacuum(request.vacuum ?? DEFAULT_VACUUM);
  const primitive = canonicalHexagonal(graphyneMotif(request));
  const rectangle = request.type === 'plane' ? primitive : rectangularCell(primitive);
  const motif = request.type === 'armchair' ? swapAxes(rectangle) : rectangle;
  const net = tileSheet(motif, request.x, request.y, vacuum);
  const molecule = periodicMolecule(net, `${request.unitCell} ${request.type} ${request.x}x${request.y}`);
  return {
    molecule,
    description: {
      kind: 'graphyne',
      unitCell: request.unitCell,
      type: request.type,
      x: request.x,
      y: request.y,
      latticeConstant: primitive.a[0],
      atomsPerPrimitiveCell: primitive.sites.length,
      atomCount: molecule.atomCount,
    },
  };
}
