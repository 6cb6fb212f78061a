import type { ErrorData } from '../core/errors.js';
import { findForceField, FORCE_FIELDS, type ForceFieldInfo } from './registry.js';
import { findWaterModel, NO_WATER_MODEL, type WaterModel } from './water/models.js';

/** Spec 000 §5, §6: non-premium users may select at most 5 force fields. */
export const FREE_FORCE_FIELD_LIMIT = 5;

/** What the force-field check found, as a stable code the apps render in the user's language. */
export type ForceFieldCheckCode =
  | 'no-forcefield'
  | 'forcefield-limit'
  | 'unknown-forcefield'
  | 'water-models'
  | 'no-typer'
  | 'united-atom-mix'
  | 'mixed-conventions'
  | 'forcefield-ok';

/**
 * The spec's force-field check answer (000 §4): refuse, proceed after a warning, or proceed; `code` and
 * `data` (names, limit, conventions) say why.
 */
export interface ForceFieldCheck {
  readonly continue: boolean;
  readonly warning: boolean;
  readonly code: ForceFieldCheckCode;
  readonly data: ErrorData;
}

/** A '+'-joined selection split into force fields and the water model, in the order given. */
export interface ForceFieldSelection {
  readonly forceFields: readonly ForceFieldInfo[];
  readonly waterModel: WaterModel | undefined;
  /** Names that are neither a known force field nor a water model. */
  readonly unknown: readonly string[];
  /** More than one water model was named. */
  readonly waterModels: readonly WaterModel[];
}

export function parseForceFieldSelection(
  joined: string,
  registry: readonly ForceFieldInfo[] = FORCE_FIELDS,
): ForceFieldSelection {
  const names = joined
    .split('+')
    .map((n) => n.trim())
    .filter((n) => n !== '' && n !== NO_WATER_MODEL);
  const forceFields: ForceFieldInfo[] = [];
  const waterModels: WaterModel[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const ff = findForceField(name, registry);
    const water = ff ? undefined : findWaterModel(name);
    if (ff && !forceFields.includes(ff)) forceFields.push(ff);
    else if (water && !waterModels.includes(water)) waterModels.push(water);
    else if (!ff && !water) unknown.push(name);
  }
  return { forceFields, waterModel: waterModels[0], unknown, waterModels };
}

const refuse = (code: ForceFieldCheckCode, data: ErrorData = {}): ForceFieldCheck => ({
  continue: false,
  warning: false,
  code,
  data,
});

/**
 * The force-field check of step 1 → 2. Refused: nothing selected; more than 5 force fields for a
 * non-premium user; a name that is unknown; two water models; a force field TopoForge cannot type (its
 * atoms could never get types); a united-atom force field with any other force field (its merged
 * hydrogens and its own 1-4 rules cannot share a topology with explicit-hydrogen force fields). Allowed with a warning: force fields whose nonbonded conventions differ
 * (combination rule or 1-4 scaling) — one topology has one [ defaults ], so cross terms follow the
 * first force field's rules. A water model may be part of the list; water models carry no mixing rule
 * of their own (hydrogens have no LJ site, O–solute terms follow the solute's rule).
 */
export function checkForceFields(
  joined: string,
  options: { readonly premium: boolean; readonly registry?: readonly ForceFieldInfo[] },
): ForceFieldCheck {
  const sel = parseForceFieldSelection(joined, options.registry);
  if (sel.forceFields.length === 0 && sel.waterModels.length === 0 && sel.unknown.length === 0) {
    return refuse('no-forcefield');
  }
  if (!options.premium && sel.forceFields.length + sel.unknown.length > FREE_FORCE_FIELD_LIMIT) {
    return refuse('forcefield-limit', { limit: FREE_FORCE_FIELD_LIMIT });
  }
  const [unknown] = sel.unknown;
  if (unknown !== undefined) return refuse('unknown-forcefield', { name: unknown });
  if (sel.waterModels.length > 1) {
    return refuse('water-models', { names: sel.waterModels.map((m) => m.name) });
  }
  const untyped = sel.forceFields.find((f) => !f.typer);
  if (untyped) return refuse('no-typer', { forceField: untyped.name });
  const unitedAtom = sel.forceFields.find((f) => f.flows.includes('ua'));
  const other = unitedAtom && sel.forceFields.find((f) => f !== unitedAtom);
  if (unitedAtom && other) {
    return refuse('united-atom-mix', { unitedAtom: unitedAtom.name, other: other.name });
  }
  const [first, ...rest] = sel.forceFields;
  const clash = first ? rest.find((f) => !sameConventions(first, f)) : undefined;
  if (first && clash) {
    return {
      continue: true,
      warning: true,
      code: 'mixed-conventions',
      data: {
        first: first.name,
        firstConventions: conventions(first),
        second: clash.name,
        secondConventions: conventions(clash),
      },
    };
  }
  return { continue: true, warning: false, code: 'forcefield-ok', data: {} };
}

function sameConventions(a: ForceFieldInfo, b: ForceFieldInfo): boolean {
  const x = a.defaults;
  const y = b.defaults;
  return (
    x.combinationRule === y.combinationRule &&
    Math.abs(x.fudgeLJ - y.fudgeLJ) < 1e-9 &&
    Math.abs(x.fudgeQQ - y.fudgeQQ) < 1e-9
  );
}

const RULE_NAMES = { 1: 'geometric C6/C12', 2: 'Lorentz–Berthelot', 3: 'geometric σ, ε' } as const;

function conventions(f: ForceFieldInfo): string {
  const d = f.defaults;
  return `${RULE_NAMES[d.combinationRule]}, 1-4 ${d.fudgeLJ.toFixed(2)}/${d.fudgeQQ.toFixed(4)}`;
}
