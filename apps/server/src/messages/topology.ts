import { entry, fixed } from './entry.js';
import type { LocalizedMessage, MessageCatalogue, MessageTemplate } from './types.js';

/** Where in an edited table: 1-based row, and column when one cell is meant. */
interface Place {
  readonly table: string;
  readonly row: number;
  readonly column?: number;
}

/** An entry about one table row or cell: the place, then what is wrong there. */
const atPlace = <D extends object>(what: (data: D) => LocalizedMessage): MessageTemplate =>
  entry<Place & D>((data) => {
    const { table, row, column } = data;
    const { en, zh } = what(data);
    return column === undefined
      ? { en: `${table} row ${row}: ${en}`, zh: `${table} 第 ${row} 行：${zh}` }
      : {
          en: `${table} row ${row}, column ${column}: ${en}`,
          zh: `${table} 第 ${row} 行第 ${column} 列：${zh}`,
        };
  });

/** The topology dialog (000 §5, §9) and the edited tables of a download (topfile/<software>). */
export const TOPOLOGY_MESSAGES: MessageCatalogue = {
  'reactive-potential-missing': entry<{ file: string; dir: string }>(({ file, dir }) => ({
    en: `the reactive option needs ${file} from Debian's lammps-data, which is not in ${dir}`,
    zh: `反应力场选项需要 Debian lammps-data 中的 ${file}，但 ${dir} 中没有该文件`,
  })),
  'resname-required': fixed('please enter resname', '请输入resname'),
  'resname-characters': fixed('only letters or numbers', '只能输入字母或数字'),
  'resname-length': entry<{ limit: number }>(({ limit }) => ({
    en: `resname has at most ${limit} characters`,
    zh: `resname 最多 ${limit} 个字符`,
  })),
  'supercell-shape': entry<{ count: number }>(({ count }) => ({
    en: `supercell is [x, y, z], not ${count} values`,
    zh: `supercell 应为 [x, y, z]，而不是 ${count} 个值`,
  })),
  'supercell-required': entry<{ axis: string }>(({ axis }) => ({
    en: `please enter ${axis} direction extension`,
    zh: `请输入${axis}方向扩展`,
  })),
  'supercell-range': entry<{ axis: string; min: number; max: number }>(({ axis, min, max }) => ({
    en: `${axis} direction extension must be a whole number from ${min} to ${max}`,
    zh: `${axis}方向扩展必须是 ${min} 到 ${max} 之间的整数`,
  })),
  'supercell-not-periodic': fixed(
    'supercell applies to crystals only: this structure has no cell',
    '只有晶体可以扩胞：该结构没有晶胞',
  ),
  'supercell-too-large': entry<{ atoms: number; limit: number }>(({ atoms, limit }) => ({
    en: `the supercell would have ${atoms} atoms; at most ${limit} are written`,
    zh: `扩胞后有 ${atoms} 个原子，最多可写出 ${limit} 个`,
  })),
  'placeholder-type': entry<{ atom: number; label: string }>(({ atom, label }) => ({
    en: `atom ${atom} (${label}) has the placeholder type DU: choose its atom type first`,
    zh: `原子 ${atom}（${label}）的原子类型是占位符 DU：请先选择原子类型`,
  })),
  /** `value` is absent when the cell is missing. */
  'invalid-cell/not-a-number': atPlace<{ value?: string }>(({ value }) => ({
    en: `${value === undefined ? 'nothing' : `'${value}'`} is not a number`,
    zh: `${value === undefined ? '空' : `'${value}'`} 不是数字`,
  })),
  'invalid-cell/not-finite': atPlace<{ value: string }>(({ value }) => ({
    en: `'${value}' is not a finite number`,
    zh: `'${value}' 不是有限的数字`,
  })),
  'invalid-cell/function-type': atPlace<{ funct: number; allowed: readonly string[] }>(
    ({ funct, allowed }) => ({
      en: `function type ${funct} is not one of ${allowed.join(', ')}`,
      zh: `函数类型 ${funct} 不在 ${allowed.join(', ')} 之中`,
    }),
  ),
  'invalid-cell/not-function-1': atPlace<{ funct: number }>(({ funct }) => ({
    en: `function type ${funct} is not 1`,
    zh: `函数类型 ${funct} 不是 1`,
  })),
  'invalid-cell/unknown-type': atPlace<{ type: string }>(({ type }) => ({
    en: `type '${type}' is not the type of any atom`,
    zh: `类型 '${type}' 不是任何原子的类型`,
  })),
  'invalid-cell/sigma': atPlace<{ sigma: number }>(({ sigma }) => ({
    en: `sigma must be greater than 0 nm, not ${sigma}`,
    zh: `sigma 必须大于 0 nm，而不是 ${sigma}`,
  })),
  'invalid-cell/epsilon': atPlace<{ epsilon: number }>(({ epsilon }) => ({
    en: `epsilon must not be negative, not ${epsilon}`,
    zh: `epsilon 不能为负数，而不是 ${epsilon}`,
  })),
  'invalid-cell/distance': atPlace<{ distance: number }>(({ distance }) => ({
    en: `a distance must be greater than 0 nm, not ${distance}`,
    zh: `距离必须大于 0 nm，而不是 ${distance}`,
  })),
  'invalid-row/length': atPlace<{ funct: number; length: number; count: number }>(
    ({ funct, length, count }) => ({
      en: `function type ${funct} needs ${length} values, the row has ${count}`,
      zh: `函数类型 ${funct} 需要 ${length} 个值，该行有 ${count} 个`,
    }),
  ),
  'invalid-row/duplicate-pair': atPlace<{ first: string; second: string; before: number }>(
    ({ first, second, before }) => ({
      en: `the type pair ${first}–${second} is already in row ${before}`,
      zh: `类型对 ${first}–${second} 已在第 ${before} 行`,
    }),
  ),
  'invalid-row/rigid-water': atPlace<{ count: number }>(({ count }) => ({
    en: `a rigid water needs 5 values (O, H1, H2, dOH, dHH), the row has ${count}`,
    zh: `刚性水需要 5 个值（O、H1、H2、dOH、dHH），该行有 ${count} 个`,
  })),
  'invalid-atom-id/outside': atPlace<{ id: number; atomCount: number }>(({ id, atomCount }) => ({
    en: `atom id ${id} is outside 1…${atomCount}`,
    zh: `原子编号 ${id} 不在 1…${atomCount} 之内`,
  })),
  'invalid-atom-id/repeated': atPlace<{ ids: readonly number[] }>(({ ids }) => ({
    en: `an atom is named twice (${ids.join(', ')})`,
    zh: `同一原子出现两次 (${ids.join(', ')})`,
  })),
  'unknown-software': entry<{ software: string; written: readonly string[] }>(({ software, written }) => ({
    en: `unknown software '${software}': topologies are written for ${written.join(', ')}`,
    zh: `未知的计算软件 '${software}'：可写出拓扑的软件为 ${written.join(', ')}`,
  })),
  /** `reason` is the English reason the software list gives. */
  'software-unavailable': entry<{ label: string; reason: string }>(({ label, reason }) => ({
    en: `${label} is not available: ${reason}`,
    zh: `${label} 暂不可用：${reason}`,
  })),
  'software-molecules-only': entry<{ name: string }>(({ name }) => ({
    en: `${name} files are written for molecules only, and this structure is a crystal (it has a cell): choose another software`,
    zh: `${name} 只能写出分子（非晶体）体系，该结构是晶体（带晶胞）：请选择其他计算软件`,
  })),
};
