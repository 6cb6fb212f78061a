import type { PolymerRule } from '@topoforge/chem';
import { entry, fixed, shownValue } from './entry.js';
import type { LocalizedMessage, MessageCatalogue, MessageTemplate } from './types.js';

/**
 * The polymer builder's texts (issue 18.3): 001 §5's validation messages in Chinese as the spec gives
 * them, with English equivalents, then what the value was (row, column, bounds). Keys are
 * `invalid-request/polymer-<rule>`, one per rule of chem's polymer refusals (data.rule), answered under
 * the wire code invalid-request; `kind` (homopolymer, block, random) picks among the spec's texts.
 */

interface RuleData {
  readonly kind?: string;
  readonly field?: string;
  readonly row?: number;
  readonly column?: number;
  readonly value?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly sum?: number;
  readonly missing?: boolean;
  readonly message?: string;
}

/** " (row 2)" / "（第 2 行）" when the refusal names a row. */
const rowOf = (row: unknown): LocalizedMessage =>
  row === undefined ? { en: '', zh: '' } : { en: ` (row ${String(row)})`, zh: `（第 ${String(row)} 行）` };

/** 001 §5: a random copolymer's incomplete monomer data. */
const MATRIX_INCOMPLETE: LocalizedMessage = {
  en: 'The monomer data table is incomplete, please fill it in completely',
  zh: '单体数据列表信息不全, 请填写完整',
};

/** The matrix texts: the spec's text, then the cell (row, column) and why. */
const matrixEntry = (detail: (d: RuleData) => LocalizedMessage): MessageTemplate =>
  entry<RuleData>((d) => {
    const more = detail(d);
    return { en: `${MATRIX_INCOMPLETE.en}: ${more.en}`, zh: `${MATRIX_INCOMPLETE.zh}：${more.zh}` };
  });

/** chem's English detail (which SMILES, atom, position) with a Chinese lead. */
const around = (en: string, zh: string): MessageTemplate =>
  entry<RuleData>(({ message }) => ({ en: `${en}: ${String(message)}`, zh: `${zh}：${String(message)}` }));

const RULES: Readonly<Record<PolymerRule, MessageTemplate>> = {
  'monomer-required': entry<RuleData>(({ kind, row }) => {
    if (row === undefined && kind === 'homopolymer')
      return { en: 'Please choose a monomer', zh: '请选择单体' };
    if (row === undefined) return { en: 'Please add a monomer first', zh: '请先新增单体' };
    const where = rowOf(row);
    return kind === 'random'
      ? { en: `${MATRIX_INCOMPLETE.en}${where.en}`, zh: `${MATRIX_INCOMPLETE.zh}${where.zh}` }
      : {
          en: `The monomer list is incomplete, please fill it in completely${where.en}`,
          zh: `单体列表信息不全, 请填写完整${where.zh}`,
        };
  }),
  degree: entry<RuleData>(({ missing, value, max }) =>
    missing === true || shownValue(value) === ''
      ? { en: 'Please enter the degree of polymerisation', zh: '请填写聚合度' }
      : {
          en: `The degree of polymerisation must be an integer from 1 to ${String(max)}; got ${shownValue(value)}`,
          zh: `聚合度需为 1 到 ${String(max)} 之间的整数，当前为 ${shownValue(value)}`,
        },
  ),
  torsion: entry<RuleData>(({ missing, value }) =>
    missing === true || shownValue(value) === ''
      ? { en: 'Please enter an angle or tick random angle', zh: '请填写角度或者勾选随机角度' }
      : {
          en: `The torsion angle must be from -180 to 180 degrees or random; got ${shownValue(value)}`,
          zh: `角度需在 -180 到 180 度之间或选择随机角度，当前为 ${shownValue(value)}`,
        },
  ),
  seed: entry<RuleData>(({ value }) => ({
    en: `The random seed must be an integer from 1 to 10 (-1 when unused); got ${shownValue(value)}`,
    zh: `随机种子需为 1 到 10 之间的整数（不使用时为 -1），当前为 ${shownValue(value)}`,
  })),
  polytype: fixed(
    'The polymerisation mode must be ht (head-to-tail), hh (head-to-head) or rd (random)',
    '聚合方式需为 ht（头-尾）、hh（头-头）或 rd（随机）',
  ),
  tacticity: fixed(
    'The tacticity must be isotactic, syndiotactic or atactic',
    '立构规整性需为 isotactic（全同）、syndiotactic（间同）或 atactic（无规）',
  ),
  'block-rows': fixed('At most 9 monomers are supported at present', '目前最多支持9个单体'),
  'block-count': entry<RuleData>(({ row, value }) =>
    row === undefined
      ? { en: 'Give one count per monomer row', zh: '请为每一行单体填写数量' }
      : {
          en: `Row ${String(row)}: the number of units must be an integer from 1 to 5; got ${shownValue(value)}`,
          zh: `第 ${String(row)} 行：单体数量需为 1 到 5 之间的整数，当前为 ${shownValue(value)}`,
        },
  ),
  'too-many-monomers': fixed('At most 9 monomers can be chosen', '最大可选9个单体'),
  'matrix-shape': matrixEntry(() => ({
    en: 'one matrix row and column per monomer',
    zh: '矩阵需为每个单体各有一行一列',
  })),
  'matrix-cell': matrixEntry(({ row, column, value }) =>
    shownValue(value) === ''
      ? {
          en: `row ${String(row)}, column ${String(column)} is empty`,
          zh: `第 ${String(row)} 行第 ${String(column)} 列未填写`,
        }
      : {
          en: `row ${String(row)}, column ${String(column)}: ${shownValue(value)} is not from 0 to 1 with at most 3 decimals`,
          zh: `第 ${String(row)} 行第 ${String(column)} 列：${shownValue(value)} 需在 0 到 1 之间且最多 3 位小数`,
        },
  ),
  feed: matrixEntry(({ row, value }) =>
    row === undefined
      ? {
          en: 'one concentration per monomer, at least one above 0',
          zh: '每个单体需有浓度，且至少一个大于 0',
        }
      : shownValue(value) === ''
        ? {
            en: `the concentration of monomer ${String(row)} is empty`,
            zh: `第 ${String(row)} 个单体的浓度未填写`,
          }
        : {
            en: `the concentration of monomer ${String(row)} (${shownValue(value)}) must be from 0 to 1 with at most 3 decimals`,
            zh: `第 ${String(row)} 个单体的浓度（${shownValue(value)}）需在 0 到 1 之间且最多 3 位小数`,
          },
  ),
  'row-sum': entry<RuleData>(({ row, sum }) => ({
    en: `With the probability type, every row of the monomer data must sum to 1 (row ${String(row)} sums to ${String(sum)})`,
    zh: `概率构建下，单体数据每行相加之和需要为1（第 ${String(row)} 行之和为 ${String(sum)}）`,
  })),
  'reactivity-ratio': entry<RuleData>(({ row, column, value }) => ({
    en: `Reactivity ratio r${String(row)}${String(column)} must be above 0 and at most 100 with at most 3 decimals; got ${shownValue(value)}`,
    zh: `竞聚率 r${String(row)}${String(column)} 需大于 0 且不超过 100，最多 3 位小数，当前为 ${shownValue(value)}`,
  })),
  smiles: around('Invalid monomer SMILES', '单体 SMILES 无效'),
  valence: around('Invalid monomer SMILES', '单体 SMILES 无效'),
  stars: around('Invalid monomer p-SMILES', '单体 p-SMILES 无效'),
  'unknown-monomer': around('Unknown monomer', '未知的单体'),
  'unknown-end-group': around('Unknown end group', '未知的端基'),
  'unit-geometry': around('The 3D structure of a unit could not be built', '无法构建单体的三维结构'),
  'no-room': around(
    'The chain could not be grown without overlaps; try another angle or seed',
    '无法在不重叠的情况下生长聚合物链，请尝试其他角度或随机种子',
  ),
};

/** A refused 2D drawing (chem's rule 'mrv', data.problem): 001 §5's text when empty, else what is wrong. */
interface MrvData {
  readonly problem?: string;
  readonly sgroup?: string;
  readonly label?: string;
  readonly message?: string;
}

function mrvText({ problem, sgroup, label, message }: MrvData): LocalizedMessage {
  if (problem === 'empty') return { en: 'Please enter an MRV string', zh: '请输入mrv格式字符串' };
  if (problem === 'no-sru') {
    return {
      en: 'The drawing has no polymer (SRU) bracket: draw a bracket around the repeat unit and label it with the degree of polymerisation',
      zh: '结构中没有聚合物重复单元括号（SRU）：请用括号框出重复单元，并在括号上标注聚合度',
    };
  }
  if (problem === 'sru-label') {
    const now = label ? `labelled '${label}'` : 'not labelled';
    const zhNow = label ? `标注为 '${label}'` : '没有标注';
    return {
      en: `The repeat-unit bracket ${String(sgroup)} is ${now}: label it with the degree of polymerisation, an integer from 1 to 500`,
      zh: `重复单元括号 ${String(sgroup)} ${zhNow}：请标注聚合度，1 到 500 的整数`,
    };
  }
  return {
    en: `The 2D structure cannot be built: ${String(message)}`,
    zh: `无法根据二维结构构建聚合物：${String(message)}`,
  };
}

export const POLYMER_MESSAGES: MessageCatalogue = {
  ...Object.fromEntries(
    Object.entries(RULES).map(([rule, template]) => [`invalid-request/polymer-${rule}`, template]),
  ),
  'invalid-request/polymer-mrv': entry<MrvData>(mrvText),
  'forbidden/polymer-vip': fixed(
    'The _vip polymer builds are for premium (VIP) users; use the build call without _vip',
    '_vip 聚合物构建接口仅供 VIP 用户使用，请使用不带 _vip 的构建接口',
  ),
  // Issue 18.4: the calls on a built chain (polymer atom types, polymer charge).
  'polymer-not-found': entry<{ polymer: number }>(({ polymer }) => ({
    en:
      `No polymer chain ${String(polymer)} on this server (field polymer): it is unknown, was dropped ` +
      'after 200 newer chains or a server restart, or belongs to another user; build the chain again',
    zh: `本服务器上没有编号为 ${String(polymer)} 的聚合物链（字段 polymer）：编号未知、已被新的链替换或服务器已重启，或属于其他用户；请重新生成结构`,
  })),
  'invalid-request/polymer-chargetype': entry<{ chargetype: string; known: readonly string[] }>(
    ({ chargetype, known }) => ({
      en: `Charge type '${chargetype}' is not one of the polymer charge types (field chargetype): ${known.join(', ')}`,
      zh: `电荷类型 '${chargetype}' 不在聚合物电荷类型中（字段 chargetype）：${known.join('、')}`,
    }),
  ),
};
