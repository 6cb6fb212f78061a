import type { TopologyPayload } from '@topoforge/contract';
import { RESNAME_MAX_LENGTH, SUPERCELL_MAX, SUPERCELL_MIN } from '@topoforge/contract';
import type { Supercell } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/** Spec 000 §5, topology dialog: the resname the user typed. */
export function checkResname(value: string | null | undefined): string {
  if (value === undefined || value === null || value === '') {
    throw badRequest('resname-required', { en: 'please enter resname', zh: '请输入resname' });
  }
  if (!/^[A-Za-z0-9]+$/.test(value)) {
    throw badRequest('resname-characters', { en: 'only letters or numbers', zh: '只能输入字母或数字' });
  }
  if (value.length > RESNAME_MAX_LENGTH) {
    throw badRequest('resname-length', {
      en: `resname has at most ${RESNAME_MAX_LENGTH} characters`,
      zh: `resname 最多 ${RESNAME_MAX_LENGTH} 个字符`,
    });
  }
  return value;
}

const AXES = ['x', 'y', 'z'] as const;

/**
 * Spec 000 §5 and §9: supercell x, y, z each a whole number from 1 to 10 (numeric text accepted, as for
 * every number of the payload), default 1,1,1 when the payload has none.
 */
export function checkSupercell(value: TopologyPayload['supercell']): Supercell {
  if (value === undefined || value === null) return [1, 1, 1];
  if (value.length > 3) {
    throw badRequest('supercell-shape', {
      en: `supercell is [x, y, z], not ${value.length} values`,
      zh: `supercell 应为 [x, y, z]，而不是 ${value.length} 个值`,
    });
  }
  const [x, y, z] = AXES.map((axis, k) => {
    const v = value[k];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      throw badRequest('supercell-required', {
        en: `please enter ${axis} direction extension`,
        zh: `请输入${axis}方向扩展`,
      });
    }
    const n = typeof v === 'number' ? v : /^\s*[+-]?\d+(\.\d*)?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < SUPERCELL_MIN || n > SUPERCELL_MAX) {
      throw badRequest('supercell-range', {
        en: `${axis} direction extension must be a whole number from ${SUPERCELL_MIN} to ${SUPERCELL_MAX}`,
        zh: `${axis}方向扩展必须是 ${SUPERCELL_MIN} 到 ${SUPERCELL_MAX} 之间的整数`,
      });
    }
    return n;
  });
  return [x ?? 1, y ?? 1, z ?? 1];
}

/** Spec 000 §2 and §9: the placeholder type DU blocks the wizard, so a payload with one is refused. */
export function checkNoPlaceholder(atoms: TopologyPayload['atoms']): void {
  const i = atoms.findIndex((a) => a[2].trim() === 'DU');
  if (i < 0) return;
  const label = atoms[i]?.[0] ?? '';
  throw badRequest('placeholder-type', {
    en: `atom ${i + 1} (${label}) has the placeholder type DU: choose its atom type first`,
    zh: `原子 ${i + 1}（${label}）的原子类型是占位符 DU：请先选择原子类型`,
  });
}
