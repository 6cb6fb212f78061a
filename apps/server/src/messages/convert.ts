import { entry } from './entry.js';
import type { MessageCatalogue } from './types.js';

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
  'invalid-water-model': entry<{ name: string; known: readonly string[] }>(({ name, known }) => ({
    en: `body field 'watermodel': '${name}' is not a four-point water model (${known.join(', ')})`,
    zh: `watermodel '${name}' 不是四点水模型（${known.join(', ')}）`,
  })),
};
