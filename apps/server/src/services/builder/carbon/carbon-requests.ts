import type { GdyBody, GrapheneSquareBody, MultiWallBody, NanotubeBody } from '@topoforge/contract';
import { SERVER_CARBON_ATOM_CAP } from '@topoforge/contract';
import type { GraphyneCell, GraphyneRequest, GraphyneSheetType, TubeType } from '@topoforge/chem';
import {
  chirality,
  DEFAULT_RCC,
  grapheneRequestFromBody,
  GRAPHYNE_CELLS,
  indexFromDiameter,
  nanotubeRequestFromBody,
  RCC_MAX,
  RCC_MIN,
  SHEET_REPEAT_MAX,
  TUBE_LIMITS,
  wallStep,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import type { CarbonBuildInput } from './carbon-jobs.js';

/**
 * The spec's bodies (001 §7) checked against the caller's bounds (001 §5; §6: premium users may ask for
 * diameter and length up to 100 and 10 walls, others 20, 10 and 3) with the catalogue's texts, then
 * turned into chem's requests. Chem checks the same rules again with the widest bounds.
 */

/** 001 §5: x, y, length and walls are at least 1. */
const MIN_COUNT = 1;

const missing = (v: number | undefined): boolean => v === undefined || Number.isNaN(v);

function checkInteger(
  rule: string,
  field: string,
  value: number | undefined,
  max: number,
  vipMax?: number,
): number {
  const base = { field, value: value ?? null, min: MIN_COUNT, max };
  if (missing(value)) throw badRequest(`invalid-request/carbon-${rule}`, { ...base, missing: true });
  if (!Number.isInteger(value) || value! < MIN_COUNT || value! > max) {
    const premium = vipMax !== undefined && vipMax > max && Number.isInteger(value) && value! <= vipMax;
    throw badRequest(`invalid-request/carbon-${rule}`, premium ? { ...base, premiumMax: vipMax } : base);
  }
  return value!;
}

/** Rcc: default 1.42, else RCC_MIN–RCC_MAX with at most 2 decimals (001 §5 "Rcc 2 decimals, step 0.01"). */
function checkRcc(value: number | undefined): number {
  if (value === undefined) return DEFAULT_RCC;
  const twoDecimals = Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  if (Number.isNaN(value) || value < RCC_MIN || value > RCC_MAX || !twoDecimals)
    throw badRequest('invalid-request/carbon-rcc', { field: 'Rcc', value, min: RCC_MIN, max: RCC_MAX });
  return value;
}

export function grapheneInput(body: GrapheneSquareBody): CarbonBuildInput {
  const x = checkInteger('repeat', 'x', body.x, SHEET_REPEAT_MAX);
  const y = checkInteger('repeat', 'y', body.y, SHEET_REPEAT_MAX);
  const Rcc = checkRcc(body.Rcc);
  return { kind: 'graphene', request: grapheneRequestFromBody({ x, y, Rcc, terminal_H: body.terminal_H }) };
}

/** A tube body for a caller (premium or not); `multi` reads `walls`. Defaults: circle 6, period 2, walls 1. */
export function nanotubeInput(
  type: TubeType,
  body: NanotubeBody | MultiWallBody,
  premium: boolean,
): CarbonBuildInput {
  const L = TUBE_LIMITS;
  const circle = body.circle ?? L.diameter.default;
  const max = premium ? L.diameter.vipMax : L.diameter.max;
  if (Number.isNaN(circle) || circle < L.diameter.min || circle > max) {
    const premiumMax =
      !premium && circle > max && circle <= L.diameter.vipMax ? L.diameter.vipMax : undefined;
    throw badRequest('invalid-request/carbon-diameter', {
      field: 'circle',
      value: circle,
      min: L.diameter.min,
      max,
      ...(premiumMax === undefined ? {} : { premiumMax }),
    });
  }
  const bound = (l: { max: number; vipMax: number }) =>
    (premium ? [l.vipMax] : [l.max, l.vipMax]) as [number, number?];
  const period = checkInteger('period', 'period', body.period ?? L.length.default, ...bound(L.length));
  const wallsValue = 'walls' in body ? (body.walls ?? L.walls.default) : 1;
  const walls = checkInteger('walls', 'walls', wallsValue, ...bound(L.walls));
  const Rcc = checkRcc(body.Rcc);
  const request = nanotubeRequestFromBody(type, { circle, period, Rcc, walls, terminal_H: body.terminal_H });
  checkAtomCap(tubeLatticeAtoms(type, circle, period, walls, Rcc));
  return { kind: 'nanotube', request };
}

/** Carbons of the tube lattice before the ends are cut: periods × Σ atoms per cell of each wall. */
export function tubeLatticeAtoms(
  type: TubeType,
  circle: number,
  periods: number,
  walls: number,
  rcc: number,
): number {
  const n = indexFromDiameter(type, circle, rcc);
  const step = wallStep(type, rcc);
  let perPeriod = 0;
  for (let w = 0; w < walls; w++) {
    const k = n + w * step;
    perPeriod += chirality(k, type === 'armchair' ? k : 0, rcc).atomsPerCell;
  }
  return perPeriod * periods;
}

function checkAtomCap(atoms: number): void {
  if (atoms > SERVER_CARBON_ATOM_CAP)
    throw badRequest('invalid-request/carbon-size', { value: atoms, max: SERVER_CARBON_ATOM_CAP });
}

const RING_CHAIN_FIELDS = {
  'gamma-GY': ['aromatic', 'ringToSp', 'triple'],
  GDY: ['aromatic', 'ringToSp', 'triple', 'spSp'],
};
const VERTEX_FIELDS = { 'alpha-GY': ['vertexToSp', 'triple'], 'beta-GY': ['vertexToSp', 'triple', 'double'] };
const BOND_FIELDS: Readonly<Record<GraphyneCell, readonly string[]>> = {
  ...RING_CHAIN_FIELDS,
  ...VERTEX_FIELDS,
};

/**
 * The gdy body. Chem has no cited default bond-length set yet (its README says why), so a body without
 * `bonds` is refused naming the fields to send; unknown cells and types are chem's refusals.
 */
export function graphyneInput(body: GdyBody): CarbonBuildInput {
  const x = checkInteger('repeat', 'x', body.x, SHEET_REPEAT_MAX);
  const y = checkInteger('repeat', 'y', body.y, SHEET_REPEAT_MAX);
  const unitCell = body.unit_cell as GraphyneCell;
  const fields = GRAPHYNE_CELLS.includes(unitCell) ? BOND_FIELDS[unitCell] : undefined;
  const bonds = body.bonds;
  if (fields && (!bonds || fields.some((f) => missing(bonds[f as keyof typeof bonds])))) {
    throw badRequest('invalid-request/carbon-graphyne-bonds', { unitCell, fields: fields.join(', ') });
  }
  const picked = Object.fromEntries((fields ?? []).map((f) => [f, bonds![f as keyof typeof bonds]]));
  const request = {
    unitCell,
    bonds: picked,
    x,
    y,
    type: body.type as GraphyneSheetType,
  } as unknown as GraphyneRequest;
  return { kind: 'graphyne', request };
}

/** Most atoms a build can have, known before it runs (tubes from their cells, sheets from x·y·cell). */
export function estimatedAtoms(input: CarbonBuildInput): number {
  if (input.kind === 'graphene') return 4 * input.request.x * input.request.y;
  // The largest graphyne cell has 18 atoms per primitive cell, and the rectangular cell holds two.
  if (input.kind === 'graphyne') return 36 * input.request.x * input.request.y;
  const { tube, periods, walls, rcc } = input.request;
  if (!('type' in tube)) return Number.POSITIVE_INFINITY;
  return tubeLatticeAtoms(tube.type, tube.diameter, periods ?? 1, walls ?? 1, rcc ?? DEFAULT_RCC);
}
