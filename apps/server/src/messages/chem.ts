import { entry } from './entry.js';
import type { MessageCatalogue, MessageTemplate } from './types.js';

/**
 * chem's error codes as clients meet them. The error map passes the error's data plus its English
 * `message`; chem's details (which atom, which term, which rule) stay English, so the Chinese text puts
 * Chinese around them and the English text is chem's message unchanged.
 */
const around = (zh: string): MessageTemplate =>
  entry<{ message: string }>(({ message }) => ({ en: String(message), zh: `${zh}：${message}` }));

interface ParseData {
  readonly message: string;
  readonly format: string;
  readonly detail?: string;
  readonly file?: string;
  readonly line?: number;
}

function parseText({ message, format, detail, file, line }: ParseData): { en: string; zh: string } {
  // An error built without ParseError's data (no detail) has only its message to show.
  if (detail === undefined) return { en: String(message), zh: `无法读取文件：${message}` };
  const where = file ?? `${format} 输入`;
  return {
    en: String(message),
    zh: line === undefined ? `${where}：${detail}` : `${where}，第 ${line} 行：${detail}`,
  };
}

/** The spec's Hessian messages (000 §5) by kind, in Chinese (chem holds the English words). */
const HESSIAN_ZH: Readonly<Record<string, string>> = {
  'size-mismatch': '矩阵大小不匹配',
  'no-matrix': '未找到矩阵',
  'not-orca': '不是 ORCA Hessian 文件',
  'invalid-matrix': '无效的矩阵',
  'no-hessian': '文件中未找到 Hessian 矩阵',
};

export const CHEM_MESSAGES: MessageCatalogue = {
  parse: entry<ParseData>(parseText),
  'unsupported-format': around('不支持的文件格式'),
  'unknown-element': around('不支持的元素'),
  'invalid-molecule': around('结构无效'),
  'invalid-cell': around('晶胞无效'),
  perception: around('无法识别结构'),
  'missing-parameter': around('缺少力场参数'),
  'unsupported-form': around('所选软件无法写出该项'),
  /** A Hessian file the parameter call could not use; `detail` is chem's English detail. */
  'invalid-hessian': entry<{ kind: string; detail: string }>(({ kind, detail }) => ({
    en: String(detail),
    zh: `${HESSIAN_ZH[kind] ?? '无效的 Hessian 文件'}（${detail}）`,
  })),
};
