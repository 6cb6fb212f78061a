import type { FunctionalGroupId, FunctionalOrientation } from '@topoforge/chem';
import {
  DEFAULT_FUNCTIONAL_GROUP,
  DEFAULT_ORIENTATION,
  DEFAULT_RCC,
  FUNCTIONAL_COUNT_MAX,
  FUNCTIONAL_COUNT_MIN,
  RCC_MAX,
  RCC_MIN,
  SHEET_REPEAT_MAX,
  SHEET_REPEAT_MIN,
  TUBE_LIMITS,
} from '@topoforge/chem';
import {
  ADD_FUNCTIONAL_GROUP_ROUTE,
  GRAPHENE_SQUARE_ROUTE,
  MWNT_ARMCHAIR_ROUTE,
  MWNT_ZIGZAG_ROUTE,
  SWNT_ARMCHAIR_ROUTE,
  SWNT_ZIGZAG_ROUTE,
} from '@topoforge/contract';

/**
 * The carbon page's forms (001 §3 "Nanomaterial forms") as plain data, their defaults, and the §5/§6
 * checks made before a call. A number left empty is null.
 */

/** The side navigation of 001 §2.4, in its order (1 … 6). */
export const CARBON_ITEMS = ['fullerene', 'graphene', 'swnt', 'mwnt', 'functional', 'graphyne'] as const;
export type CarbonItem = (typeof CARBON_ITEMS)[number];

/** 001 §3 tube type, shown as 锯齿式 / 椅式. */
export type TubeKind = 'zigzag' | 'armchair';

export interface GrapheneForm {
  readonly x: number | null;
  readonly y: number | null;
  readonly rcc: number | null;
  readonly terminalH: boolean;
}

export interface TubeForm {
  readonly type: TubeKind;
  /** `circle`: the (innermost) diameter, Å. */
  readonly circle: number | null;
  /** `period`: the length in translational periods. */
  readonly period: number | null;
  readonly rcc: number | null;
  readonly terminalH: boolean;
}

export interface MultiWallForm extends TubeForm {
  readonly walls: number | null;
}

export interface FunctionalForm {
  readonly group: FunctionalGroupId;
  readonly count: number | null;
  readonly orientation: FunctionalOrientation;
}

export interface CarbonForms {
  readonly graphene: GrapheneForm;
  readonly swnt: TubeForm;
  readonly mwnt: MultiWallForm;
  readonly functional: FunctionalForm;
}

const TUBE_DEFAULTS: TubeForm = {
  type: 'zigzag',
  circle: TUBE_LIMITS.diameter.default,
  period: TUBE_LIMITS.length.default,
  rcc: DEFAULT_RCC,
  terminalH: false,
};

/** 001 §3: Rcc 1.42, terminal_H false, circle 6, period 2, walls 1, group _O_, count 1, random. x, y have none. */
export const CARBON_FORM_DEFAULTS: CarbonForms = {
  graphene: { x: null, y: null, rcc: DEFAULT_RCC, terminalH: false },
  swnt: TUBE_DEFAULTS,
  mwnt: { ...TUBE_DEFAULTS, walls: TUBE_LIMITS.walls.default },
  functional: { group: DEFAULT_FUNCTIONAL_GROUP, count: 1, orientation: DEFAULT_ORIENTATION },
};

/** The bounds a user has (001 §6: premium users may go to diameter 100, length 100, walls 10). */
export function tubeBounds(premium: boolean) {
  const max = (limit: { readonly max: number; readonly vipMax: number }) =>
    premium ? limit.vipMax : limit.max;
  return {
    circle: { min: TUBE_LIMITS.diameter.min, max: max(TUBE_LIMITS.diameter) },
    period: { min: TUBE_LIMITS.length.min, max: max(TUBE_LIMITS.length) },
    walls: { min: TUBE_LIMITS.walls.min, max: max(TUBE_LIMITS.walls) },
  };
}

/** Which rule a value broke: the key under `carbon.rules` and its parameters. */
export interface FormProblem {
  readonly key: 'x' | 'y' | 'rcc' | 'circle' | 'period' | 'walls' | 'count';
  readonly params: { readonly min: number; readonly max: number };
}

/** A checked form: the call's path and body, or the first rule broken. */
export type FormCheck =
  | { readonly ok: true; readonly path: string; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly problem: FormProblem };

type Range = { readonly min: number; readonly max: number };

const inRange = (value: number | null, { min, max }: Range, integer: boolean): value is number =>
  value !== null &&
  Number.isFinite(value) &&
  (!integer || Number.isInteger(value)) &&
  value >= min &&
  value <= max;

const RCC_RANGE: Range = { min: RCC_MIN, max: RCC_MAX };
const SHEET_RANGE: Range = { min: SHEET_REPEAT_MIN, max: SHEET_REPEAT_MAX };

/** Rcc to the spec's 2 decimals (001 §5). */
const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/** 001 §5: x, y integers 1–20; Rcc given (2 decimals). */
export function checkGraphene(form: GrapheneForm): FormCheck {
  if (!inRange(form.x, SHEET_RANGE, true)) return { ok: false, problem: { key: 'x', params: SHEET_RANGE } };
  if (!inRange(form.y, SHEET_RANGE, true)) return { ok: false, problem: { key: 'y', params: SHEET_RANGE } };
  if (!inRange(form.rcc, RCC_RANGE, false)) return { ok: false, problem: { key: 'rcc', params: RCC_RANGE } };
  return {
    ok: true,
    path: GRAPHENE_SQUARE_ROUTE.path,
    body: { x: form.x, y: form.y, Rcc: twoDecimals(form.rcc), terminal_H: form.terminalH },
  };
}

const TUBE_PATHS = {
  single: { zigzag: SWNT_ZIGZAG_ROUTE.path, armchair: SWNT_ARMCHAIR_ROUTE.path },
  multi: { zigzag: MWNT_ZIGZAG_ROUTE.path, armchair: MWNT_ARMCHAIR_ROUTE.path },
} as const;

/**
 * 001 §5/§6: diameter at least 1 (at most 20, premium 100), length an integer at least 1 (10, premium
 * 100), walls an integer at least 1 (3, premium 10); Rcc given. A form without `walls` is a single wall.
 */
export function checkTube(form: TubeForm | MultiWallForm, premium: boolean): FormCheck {
  const bounds = tubeBounds(premium);
  if (!inRange(form.circle, bounds.circle, false))
    return { ok: false, problem: { key: 'circle', params: bounds.circle } };
  if (!inRange(form.period, bounds.period, true))
    return { ok: false, problem: { key: 'period', params: bounds.period } };
  if (!inRange(form.rcc, RCC_RANGE, false)) return { ok: false, problem: { key: 'rcc', params: RCC_RANGE } };
  const body: Record<string, unknown> = {
    circle: form.circle,
    period: form.period,
    Rcc: twoDecimals(form.rcc),
    terminal_H: form.terminalH,
  };
  if (!('walls' in form)) return { ok: true, path: TUBE_PATHS.single[form.type], body };
  if (!inRange(form.walls, bounds.walls, true))
    return { ok: false, problem: { key: 'walls', params: bounds.walls } };
  return { ok: true, path: TUBE_PATHS.multi[form.type], body: { ...body, walls: form.walls } };
}

const COUNT_RANGE: Range = { min: FUNCTIONAL_COUNT_MIN, max: FUNCTIONAL_COUNT_MAX };

/** 001 §5: count an integer at least 1; the groups go on `mol2`, the current structure. */
export function checkFunctional(form: FunctionalForm, mol2: string): FormCheck {
  if (!inRange(form.count, COUNT_RANGE, true))
    return { ok: false, problem: { key: 'count', params: COUNT_RANGE } };
  return {
    ok: true,
    path: ADD_FUNCTIONAL_GROUP_ROUTE.path,
    body: { data: mol2, group: form.group, count: form.count, orientation: form.orientation },
  };
}
