import { entry, fixed } from './entry.js';
import type { MessageCatalogue, MessageTemplate } from './types.js';

const NO_FORCE_FIELD = fixed('please select at least one force field', '请至少选择一个力场');

/** chem's force-field check (step 1 → 2, spec 000 §4), by its codes; two are also refusals of other calls. */
export const FORCEFIELD_CHECK_MESSAGES: MessageCatalogue = {
  'no-forcefield': NO_FORCE_FIELD,
  'invalid-forcefield/none': NO_FORCE_FIELD,
  /** Spec 000 §5, §6: the free limit. */
  'forcefield-limit': entry<{ limit: number }>(({ limit }) => ({
    en: `selectable force field limit is ${limit}`,
    zh: `可选力场数量上限为${limit}`,
  })),
  'unknown-forcefield': entry<{ name: string }>(({ name }) => ({
    en: `unknown force field '${name}'`,
    zh: `未知力场 '${name}'`,
  })),
  'water-models': entry<{ names: readonly string[] }>(({ names }) => ({
    en: `only one water model may be selected (got ${names.join(', ')})`,
    zh: `只能选择一个水模型（当前为 ${names.join(', ')}）`,
  })),
  'no-typer': entry<{ forceField: string }>(({ forceField }) => ({
    en: `force field ${forceField} is not available: TopoForge has no atom typer for it yet`,
    zh: `力场 ${forceField} 暂不可用：TopoForge 尚不支持该力场的原子类型判定`,
  })),
  'united-atom-mix': entry<{ unitedAtom: string; other: string }>(({ unitedAtom, other }) => ({
    en: `${unitedAtom} is a united-atom force field and cannot be combined with ${other} in one topology; choose one force field (a water model may be added)`,
    zh: `${unitedAtom} 为联合原子力场，不能与 ${other} 组合在同一拓扑中；请只选择一个力场（可另加水模型）`,
  })),
  'mixed-conventions': mixedConventions(),
  'forcefield-ok': fixed('success', '成功'),
};

function mixedConventions(): MessageTemplate {
  return entry<{ first: string; firstConventions: string; second: string; secondConventions: string }>(
    ({ first, firstConventions, second, secondConventions }) => ({
      en: `${first} (${firstConventions}) and ${second} (${secondConventions}) use different nonbonded conventions; the topology keeps ${first}'s, writes explicit pair parameters where ${second}'s rule applies between its own atoms, and mixed terms may be inaccurate`,
      zh: `${first}（${firstConventions}）与 ${second}（${secondConventions}）的非键约定不同；拓扑采用 ${first} 的约定，${second} 原子之间按其规则写出显式成对参数，混合项可能不准确`,
    }),
  );
}
