import { entry } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** Shown atoms of a refusal: the first ten, 1-based. */
const firstAtoms = (atoms: readonly number[]): string =>
  atoms.slice(0, 10).join(', ') + (atoms.length > 10 ? ', …' : '');

/** Partial charges (charge/<type>, chargeoptions): the method, its input and the net charge. */
export const CHARGE_MESSAGES: MessageCatalogue = {
  /** `reason` is the engines' English reason. */
  'method-unavailable': entry<{ method: string; reason: string }>(({ method, reason }) => ({
    en: `${method} is not available: ${reason}`,
    zh: `${method} 暂不可用：${reason}`,
  })),
  'unsupported-element': entry<{ method: string; symbols: readonly string[]; atoms: readonly number[] }>(
    ({ method, symbols, atoms }) => ({
      en: `${method} has no parameters for ${symbols.join(', ')} (atoms ${firstAtoms(atoms)})`,
      zh: `${method} 不支持元素 ${symbols.join(', ')}（原子 ${firstAtoms(atoms)}）`,
    }),
  ),
  'charge-parity': entry<{ requested: number; electrons: number; options: readonly number[] }>(
    ({ requested, electrons, options }) => ({
      en: `net charge ${requested} leaves an odd number of electrons (${electrons}); choose one of ${options.join(', ')}`,
      zh: `净电荷 ${requested} 使电子数为奇数（${electrons}）；请选择 ${options.join('、')} 之一`,
    }),
  ),
  'charges-not-finite': entry<{ method: string; atoms: readonly number[] }>(({ method, atoms }) => ({
    en: `${method} gave no finite charge for atoms ${firstAtoms(atoms)}: check the structure (overlapping or far-apart atoms) or choose another charge type`,
    zh: `${method} 未能为原子 ${firstAtoms(atoms)} 算出有限的电荷：请检查结构（原子重叠或相距过远）或选择其他电荷类型`,
  })),
  'program-unavailable': entry<{ method: string; program: string }>(({ method, program }) => ({
    en: `${method}: ${program} is not installed on this server`,
    zh: `${method}：服务器未安装 ${program}`,
  })),
  'data-unavailable': entry<{ method: string }>(({ method }) => ({
    en: `${method}: its parameter tables are not installed on this server`,
    zh: `${method}：服务器未安装其参数表`,
  })),
  /**
   * A charge program (xtb, MOPAC) stopped before its normal end: `message` is its English reason (it names
   * the exit); `signal` killed it, or it exited with `code`.
   */
  'program-failed/stopped': entry<{
    message: string;
    program: string;
    signal: string | null;
    code: number | null;
  }>(({ message, program, signal, code }) => ({
    en: String(message),
    zh: `计算程序 ${program} 异常终止（${signal ? `信号 ${signal}` : `退出码 ${code}`}），未给出结果：${message}`,
  })),
  'unknown-charge-type': entry<{ slug: string; known: readonly string[] }>(({ slug, known }) => ({
    en: `unknown charge type '${slug}'; known: ${known.join(', ')}`,
    zh: `未知的电荷类型 '${slug}'；可选：${known.join('、')}`,
  })),
  'invalid-request/flow': entry<{ flow: string; flows: readonly string[] }>(({ flow, flows }) => ({
    en: `body field 'flow': expected one of ${flows.join(', ')}, got '${flow}'`,
    zh: `body 字段 'flow'：应为 ${flows.join('、')} 之一，实际为 '${flow}'`,
  })),
  'invalid-structure/molecule-count': entry<{ file: string; count: number }>(({ file, count }) => ({
    en: `${file}: expected one molecule, found ${count}`,
    zh: `${file}：应为一个分子，实际为 ${count} 个`,
  })),
  'invalid-structure/no-atoms': entry<{ file: string }>(({ file }) => ({
    en: `${file}: the molecule has no atoms`,
    zh: `${file}：分子中没有原子`,
  })),
};
