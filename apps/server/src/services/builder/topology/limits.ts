import type { TopologyPayload } from '@topoforge/contract';
import { RESNAME_MAX_LENGTH, SUPERCELL_MAX, SUPERCELL_MIN } from '@topoforge/contract';
import type { Supercell } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/** Spec 000 §5, topology dialog: the resname the user typed. */
export function checkResname(value: string | null | undefined): string {
  if (value === undefined || value === null || value === '') {
    throw badRequest('resname-required');
  }
  if (!/^[A-Za-z0-9]+$/.test(value)) {
    throw badRequest('resname-characters');
  }
  if (value.length > RESNAME_MAX_LENGTH) {
    throw badRequest('resname-length', { limit: RESNAME_MAX_LENGTH });
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
    throw badRequest('supercell-shape', { count: value.length });
  }
  const [x, y, z] = AXES.map((axis, k) => {
    const v = value[k];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      throw badRequest('supercell-required', { axis });
    }
    const n = typeof v === 'number' ? v : /^\s*[+-]?\d+(\.\d*)?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < SUPERCELL_MIN || n > SUPERCELL_MAX) {
      throw badRequest('supercell-range', { axis, min: SUPERCELL_MIN, max: SUPERCELL_MAX });
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
  throw badRequest('placeholder-type', { atom: i + 1, label });
}
