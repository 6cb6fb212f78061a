import type { LocalizedMessage } from '../io/upload/flows.js';
import { findForceField, FORCE_FIELDS, type ForceFieldInfo } from './registry.js';
import { findWaterModel, NO_WATER_MODEL, type WaterModel } from './water/models.js';

/** Spec 000 §5, §6: non-premium users may select at most 5 force fields. */
export const FREE_FORCE_FIELD_LIMIT = 5;

export const NO_FORCE_FIELD_MESSAGE: LocalizedMessage = {
  en: 'please select at least one force field',
  zh: '请至少选择一个力场',
};
export const FORCE_FIELD_LIMIT_MESSAGE: LocalizedMessage = {
  en: 'selectable force field limit is 5',
  zh: '可选力场数量上限为5',
};

/** The spec's force-field check answer (000 §4): refuse, proceed after a warning, or proceed. */
export interface ForceFieldCheck {
  readonly continue: boolean;
  readonly warning: boolean;
  readonly msg: LocalizedMessage;
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

const refuse = (msg: LocalizedMessage): ForceFieldCheck => ({ continue: false, warning: false, msg });

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
    return refuse(NO_FORCE_FIELD_MESSAGE);
  }
  if (!options.premium && sel.forceFields.length + sel.unknown.length > FREE_FORCE_FIELD_LIMIT) {
    return refuse(FORCE_FIELD_LIMIT_MESSAGE);
  }
  const [unknown] = sel.unknown;
  if (unknown !== undefined) {
    return refuse({ en: `unknown force field '${unknown}'`, zh: `未知力场 '${unknown}'` });
  }
  if (sel.waterModels.length > 1) {
    const names = sel.waterModels.map((m) => m.name).join(', ');
    return refuse({
      en: `only one water model may be selected (got ${names})`,
      zh: `只能选择一个水模型（当前为 ${names}）`,
    });
  }
  const untyped = sel.forceFields.find((f) => !f.typer);
  if (untyped) {
    return refuse({
      en: `force field ${untyped.name} is not available: TopoForge has no atom typer for it yet`,
      zh: `力场 ${untyped.name} 暂不可用：TopoForge 尚不支持该力场的原子类型判定`,
    });
  }
  const unitedAtom = sel.forceFields.find((f) => f.flows.includes('ua'));
  const other = unitedAtom && sel.forceFields.find((f) => f !== unitedAtom);
  if (unitedAtom && other) {
    return refuse({
      en: `${unitedAtom.name} is a united-atom force field and cannot be combined with ${other.name} in one topology; choose one force field (a water model may be added)`,
      zh: `${unitedAtom.name} 为联合原子力场，不能与 ${other.name} 组合在同一拓扑中；请只选择一个力场（可另加水模型）`,
    });
  }
  const [first, ...rest] = sel.forceFields;
  const clash = first ? rest.find((f) => !sameConventions(first, f)) : undefined;
  if (first && clash) {
    return {
      continue: true,
      warning: true,
      msg: {
        en: `${first.name} (${conventions(first)}) and ${clash.name} (${conventions(clash)}) use different nonbonded conventions; the topology keeps ${first.name}'s, writes explicit pair parameters where ${clash.name}'s rule applies between its own atoms, and mixed terms may be inaccurate`,
        zh: `${first.name}（${conventions(first)}）与 ${clash.name}（${conventions(clash)}）的非键约定不同；拓扑采用 ${first.name} 的约定，${clash.name} 原子之间按其规则写出显式成对参数，混合项可能不准确`,
      },
    };
  }
  return { continue: true, warning: false, msg: { en: 'success', zh: '成功' } };
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
