import { entry, shownValue } from './entry.js';
import type { LocalizedMessage, MessageCatalogue, MessageTemplate } from './types.js';

/**
 * The carbon-material builder's texts (issue 19; 001 §5 "Nanomaterial inputs", §6 premium bounds, §7
 * carbon calls). Keys are `invalid-request/carbon-<rule>`, one per rule of chem's carbon and fullerene
 * refusals (data.rule) and of the server's own bound checks, answered under the wire code invalid-request.
 * The spec gives these rules without wording, so the texts are ours: the rule, then what was sent.
 */

interface RuleData {
  readonly field?: string;
  readonly value?: unknown;
  readonly min?: number;
  readonly max?: number;
  /** The premium (VIP) bound, when the caller is not premium and it would allow the value (001 §6). */
  readonly premiumMax?: number;
  readonly missing?: boolean;
  readonly message?: string;
}

const shown = shownValue;

const FIELD_NAMES: Readonly<Record<string, LocalizedMessage>> = {
  x: { en: 'x', zh: 'x' },
  y: { en: 'y', zh: 'y' },
  circle: { en: 'the tube diameter (circle)', zh: '管径（circle）' },
  period: { en: 'the tube length (period)', zh: '管长（period）' },
  walls: { en: 'the number of walls', zh: '管壁层数' },
  Rcc: { en: 'Rcc', zh: 'Rcc' },
};

const fieldName = (field: unknown): LocalizedMessage =>
  FIELD_NAMES[String(field)] ?? { en: String(field), zh: String(field) };

/** "(premium users: up to 100)" when the caller's bound is below the premium one. */
const premiumNote = (premiumMax: unknown): LocalizedMessage =>
  premiumMax === undefined
    ? { en: '', zh: '' }
    : {
        en: ` (premium (VIP) users: up to ${String(premiumMax)})`,
        zh: `（VIP 用户最大 ${String(premiumMax)}）`,
      };

/** A bounded integer (x, y, period, walls): "please enter" when missing, else the bounds and the value. */
const integerEntry: MessageTemplate = entry<RuleData>(({ field, value, min, max, premiumMax, missing }) => {
  const name = fieldName(field);
  if (missing === true || shown(value) === '')
    return { en: `Please enter ${name.en}`, zh: `请输入${name.zh}` };
  const vip = premiumNote(premiumMax);
  return {
    en: `${name.en} must be an integer from ${String(min)} to ${String(max)}${vip.en}; got ${shown(value)}`,
    zh: `${name.zh}需为 ${String(min)} 到 ${String(max)} 之间的整数${vip.zh}，当前为 ${shown(value)}`,
  };
});

/** The spec's diameter: at least 1 Å and at most 20 (premium 100). */
const diameterEntry: MessageTemplate = entry<RuleData>(({ value, min, max, premiumMax, missing }) => {
  if (missing === true || shown(value) === '')
    return { en: 'Please enter the tube diameter', zh: '请输入管径' };
  const vip = premiumNote(premiumMax);
  return {
    en: `The tube diameter (circle) must be from ${String(min)} to ${String(max)} Å${vip.en}; got ${shown(value)}`,
    zh: `管径（circle）需在 ${String(min)} 到 ${String(max)} Å 之间${vip.zh}，当前为 ${shown(value)}`,
  };
});

const rccEntry: MessageTemplate = entry<RuleData>(({ value, min, max }) => ({
  en: `Rcc must be from ${String(min)} to ${String(max)} Å with at most 2 decimals (step 0.01); got ${shown(value)}`,
  zh: `Rcc 需在 ${String(min)} 到 ${String(max)} Å 之间，最多 2 位小数（步长 0.01），当前为 ${shown(value)}`,
}));

/** chem's English detail (which name, which groups) after a Chinese lead. */
const around = (en: string, zh: string): MessageTemplate =>
  entry<RuleData>(({ message }) => ({ en: `${en}: ${String(message)}`, zh: `${zh}：${String(message)}` }));

const RULES: Readonly<Record<string, MessageTemplate>> = {
  repeat: integerEntry,
  period: integerEntry,
  walls: integerEntry,
  diameter: diameterEntry,
  rcc: rccEntry,
  'too-thin': around('The tube is too thin', '纳米管过细'),
  chirality: around('Invalid tube type or chirality', '纳米管类型或手性无效'),
  size: entry<RuleData>(({ value, max }) => ({
    en: `The structure would have ${shown(value)} atoms, more than the ${String(max)} this server builds; choose a smaller size`,
    zh: `结构将有 ${shown(value)} 个原子，超过本服务器可构建的 ${String(max)} 个；请减小尺寸`,
  })),
  vacuum: around('Invalid vacuum', '真空层无效'),
  'unit-cell': around('This graphyne unit cell is not built', '不支持该石墨炔晶胞'),
  'sheet-type': around(
    'The graphyne type must be zigzag, armchair or plane',
    '石墨炔类型需为 zigzag、armchair 或 plane',
  ),
  'bond-length': around('Invalid graphyne bond length', '石墨炔键长无效'),
  'graphyne-bonds': entry<{ unitCell?: string; fields?: unknown }>(({ unitCell, fields }) => ({
    en:
      `No cited default bond lengths for ${String(unitCell)} are available yet; send them as bonds ` +
      `{${String(fields)}} in Å (1.10–1.60)`,
    zh: `暂无可引用的 ${String(unitCell)} 默认键长；请在 bonds 中给出 {${String(fields)}}（单位 Å，1.10–1.60）`,
  })),
  'fullerene-name': around(
    'Not a fullerene name (C{n}, C{n}-{point group}, C{n}-{point group}_{index})',
    '富勒烯名称无效',
  ),
  'fullerene-count': around('This fullerene atom count is not offered', '不提供该原子数的富勒烯'),
  'fullerene-point-group': around('No isomer of this point group', '没有该点群的异构体'),
  'fullerene-index': around('No isomer of this number', '没有该编号的异构体'),
  'fullerene-ambiguous': around(
    'Node not selected or the selected node is not the deepest level',
    '节点未选择或选择的节点不是最深层级',
  ),
};

export const CARBON_MESSAGES: MessageCatalogue = Object.fromEntries(
  Object.entries(RULES).map(([rule, template]) => [`invalid-request/carbon-${rule}`, template]),
);
