import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** What is wrong at a SMILES position, by chem's reason (io/smiles/syntax.ts). */
const SMILES_REASONS: Readonly<Record<string, { en: string; zh: string }>> = {
  character: { en: 'is not a SMILES character', zh: '不是 SMILES 字符' },
  element: { en: 'is not an element symbol', zh: '不是元素符号' },
  bracket: { en: 'is not a complete bracket atom such as [NH4+]', zh: '不是完整的方括号原子（如 [NH4+]）' },
  'branch-open': { en: 'opens a branch that is never closed', zh: '开启的分支没有闭合' },
  'branch-close': { en: 'closes a branch that was not opened', zh: '闭合了未开启的分支' },
  ring: { en: 'opens a ring that is never closed', zh: '开启的环没有闭合' },
  bond: { en: 'is a bond without an atom on one side', zh: '是一侧没有原子的键' },
};

function smilesSyntaxText(
  smiles: string,
  reason: string,
  position: number,
  text: string,
): { en: string; zh: string } {
  const why = SMILES_REASONS[reason] ?? { en: 'cannot be read', zh: '无法读取' };
  return {
    en: `SMILES '${smiles}', character ${position}: '${text}' ${why.en}.`,
    zh: `SMILES '${smiles}'，第 ${position} 个字符：'${text}' ${why.zh}。`,
  };
}

/** Structure conversions (obabel/convert, cell/…, model/tip4p): options the call does not take. */
export const CONVERT_MESSAGES: MessageCatalogue = {
  'invalid-request/convert-output': entry<{ out: string; outputs: readonly string[] }>(
    ({ out, outputs }) => ({
      en: `out '${out}' is not supported; use one of ${outputs.join(', ')}.`,
      zh: `不支持 out '${out}'；请使用 ${outputs.join('、')} 之一。`,
    }),
  ),
  'invalid-request/convert-option': entry<{ other: string; option: string }>(({ other, option }) => ({
    en: `other '${other}' is not supported; send '' or '${option}'.`,
    zh: `不支持 other '${other}'；请发送 '' 或 '${option}'。`,
  })),
  'invalid-request/mol2-only': entry<{ inp: string }>(({ inp }) => ({
    en: `inp '${inp}' is not supported here; this call reads mol2.`,
    zh: `此处不支持 inp '${inp}'；该接口只读取 mol2。`,
  })),
  // Issue 15.8, the step-1 SMILES box (obabel/convert with inp 'smi').
  'smiles-empty': fixed(
    'Enter a SMILES string, e.g. CCO for ethanol.',
    '请输入 SMILES 字符串，例如乙醇为 CCO。',
  ),
  'smiles-lines': entry<{ lines: number }>(({ lines }) => ({
    en: `The SMILES input has ${lines} lines; enter one SMILES string (one molecule).`,
    zh: `SMILES 输入共有 ${lines} 行；请只输入一个 SMILES 字符串（一个分子）。`,
  })),
  'smiles-syntax': entry<{ smiles: string; reason: string; position: number; text: string }>(
    ({ smiles, reason, position, text }) => smilesSyntaxText(smiles, reason, position, text),
  ),
  'smiles-unreadable': entry<{ smiles: string; detail: string }>(({ smiles, detail }) => ({
    en: `Open Babel could not build a molecule from the SMILES '${smiles}' (${detail}).`,
    zh: `Open Babel 无法由 SMILES '${smiles}' 构建分子（${detail}）。`,
  })),
  'invalid-water-model': entry<{ name: string; known: readonly string[] }>(({ name, known }) => ({
    en: `body field 'watermodel': '${name}' is not a four-point water model (${known.join(', ')})`,
    zh: `watermodel '${name}' 不是四点水模型（${known.join(', ')}）`,
  })),
};
