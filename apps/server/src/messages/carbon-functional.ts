import { entry, shownValue } from './entry.js';
import type { LocalizedMessage, MessageCatalogue, MessageTemplate } from './types.js';

/**
 * The texts of add-functional-group (issue 19 item 4; 001 §3 functional-group form, §5 "functional-group
 * count at least 1", §9 groups and orientations). Keys are `invalid-request/carbon-functional-<rule>`, one per
 * rule of chem's refusals (carbon/functional/request.ts), answered under the wire code invalid-request. The
 * spec gives no wording, so the texts are ours.
 */

interface FunctionalData {
  readonly value?: unknown;
  readonly known?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly placed?: number;
  readonly requested?: number;
  readonly group?: string;
}

/** The spec's group names (001 §9) in both languages, by chem's group id. */
const GROUP_NAMES: Readonly<Record<string, LocalizedMessage>> = {
  _O_: { en: 'bridging oxygen (_O_)', zh: '桥氧（_O_）' },
  '-O-': { en: 'ether (-O-)', zh: '醚键（-O-）' },
  '-OH': { en: 'hydroxyl (-OH)', zh: '羟基（-OH）' },
  '-NH2': { en: 'amino (-NH2)', zh: '氨基（-NH2）' },
  '-COOH': { en: 'carboxyl (-COOH)', zh: '羧基（-COOH）' },
  '-NO2': { en: 'nitro (-NO2)', zh: '硝基（-NO2）' },
  '=O': { en: 'carbonyl (=O)', zh: '羰基（=O）' },
};

const groupName = (id: unknown): LocalizedMessage =>
  GROUP_NAMES[String(id)] ?? { en: shownValue(id), zh: shownValue(id) };

const list = (known: unknown): string => (Array.isArray(known) ? known.join(', ') : shownValue(known));

const RULES: Readonly<Record<string, MessageTemplate>> = {
  group: entry<FunctionalData>(({ value, known }) => ({
    en: `Unknown functional group ${shownValue(value)}; choose one of ${list(known)}`,
    zh: `未知的官能团 ${shownValue(value)}；可选 ${list(known)}`,
  })),
  orientation: entry<FunctionalData>(({ value, known }) => ({
    en: `Unknown orientation ${shownValue(value)}; choose one of ${list(known)}`,
    zh: `未知的取向 ${shownValue(value)}；可选 ${list(known)}`,
  })),
  count: entry<FunctionalData>(({ value, min, max }) =>
    shownValue(value) === ''
      ? { en: 'Please enter the number of functional groups', zh: '请输入官能团数量' }
      : {
          en: `The number of functional groups must be an integer from ${String(min)} to ${String(max)}; got ${shownValue(value)}`,
          zh: `官能团数量需为 ${String(min)} 到 ${String(max)} 之间的整数，当前为 ${shownValue(value)}`,
        },
  ),
  seed: entry<FunctionalData>(({ value, min, max }) => ({
    en: `The random seed must be an integer from ${String(min)} to ${String(max)}; got ${shownValue(value)}`,
    zh: `随机种子需为 ${String(min)} 到 ${String(max)} 之间的整数，当前为 ${shownValue(value)}`,
  })),
  'no-edge': entry<FunctionalData>(({ value }) => {
    const name = groupName(value);
    return {
      en:
        `${name.en} goes on edge carbons (an aromatic C–H), and this structure has none: a periodic sheet or ` +
        'tube, or a fullerene, has no edges. Build it with H termination',
      zh: `${name.zh}只能加在边缘碳原子（芳香 C–H）上，而该结构没有边缘：周期性的石墨烯、纳米管或富勒烯没有边缘。请选择氢封端后再生成`,
    };
  }),
  'no-basal': entry<FunctionalData>(({ value }) => {
    const name = groupName(value);
    return {
      en: `${name.en} goes on a basal-plane carbon (three carbon neighbours), and this structure has none`,
      zh: `${name.zh}只能加在基面碳原子（有三个碳邻居）上，而该结构中没有这样的碳原子`,
    };
  }),
  'no-site': entry<FunctionalData>(({ group, placed, requested }) => {
    const name = groupName(group);
    return {
      en:
        `Only ${String(placed)} of ${String(requested)} ${name.en} groups fit on this structure: no free site is ` +
        'left that is not next to a group or clashing. Ask for fewer, or build a larger structure',
      zh: `该结构上只能放下 ${String(placed)} 个（共请求 ${String(requested)} 个）${name.zh}：没有既不与已有官能团相邻、也不发生碰撞的空位了。请减少数量或生成更大的结构`,
    };
  }),
};

export const CARBON_FUNCTIONAL_MESSAGES: MessageCatalogue = Object.fromEntries(
  Object.entries(RULES).map(([rule, template]) => [`invalid-request/carbon-functional-${rule}`, template]),
);
