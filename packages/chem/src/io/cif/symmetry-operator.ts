import type { Mat3, Vec3 } from '../../core/vec3.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';

/** A symmetry operation on fractional coordinates: f' = R·f + t (R as rows). */
export interface SymmetryOperator {
  readonly rotation: Mat3;
  readonly translation: Vec3;
  readonly text: string;
}

const AXES = 'xyz';
/** One signed term of a component: a number or fraction, optionally multiplying x, y or z ("2x", "2*x", "1/2", "-y"). */
const TERM = /([+-])([0-9.]+(?:\/[0-9.]+)?)?\*?([xyz])?/y;

/**
 * Parses a Jones-faithful operator such as 'x,y,z', '-x+1/2, y, -z' or '1/2+x,-y+z,0.25-z'
 * (case and whitespace ignored). Throws a ParseError naming `line` for anything else.
 */
export function parseSymmetryOperator(text: string, ctx: TextContext, line: number): SymmetryOperator {
  const parts = text.toLowerCase().replace(/\s+/g, '').split(',');
  if (parts.length !== 3)
    fail(ctx, line, `symmetry operator '${truncate(text)}' must have three comma-separated parts.`);
  const rows = parts.map((p) => component(p, text, ctx, line));
  return {
    rotation: rows.map((r) => r.row) as unknown as Mat3,
    translation: rows.map((r) => r.shift) as unknown as Vec3,
    text,
  };
}

function component(part: string, text: string, ctx: TextContext, line: number): { row: Vec3; shift: number } {
  const bad = (): never =>
    fail(ctx, line, `cannot read the symmetry operator '${truncate(text)}' at '${truncate(part)}'.`);
  const s = /^[+-]/.test(part) ? part : `+${part}`;
  const row = [0, 0, 0];
  let shift = 0;
  TERM.lastIndex = 0;
  while (TERM.lastIndex < s.length) {
    const m = TERM.exec(s);
    if (!m || (m[2] === undefined && m[3] === undefined)) return bad();
    const sign = m[1] === '-' ? -1 : 1;
    const value = m[2] === undefined ? 1 : fraction(m[2]);
    if (!Number.isFinite(value)) return bad();
    if (m[3] === undefined) shift += sign * value;
    else row[AXES.indexOf(m[3])]! += sign * value;
  }
  if (row.every((v) => v === 0)) return bad();
  return { row: row as unknown as Vec3, shift };
}

function fraction(s: string): number {
  const [num, den] = s.split('/');
  const v = Number(num);
  return den === undefined ? v : den.trim() === '' ? NaN : v / Number(den);
}

export function applyOperator(op: SymmetryOperator, f: Vec3): Vec3 {
  const [r0, r1, r2] = op.rotation;
  const t = op.translation;
  return [
    r0[0] * f[0] + r0[1] * f[1] + r0[2] * f[2] + t[0],
    r1[0] * f[0] + r1[1] * f[1] + r1[2] * f[2] + t[1],
    r2[0] * f[0] + r2[1] * f[1] + r2[2] * f[2] + t[2],
  ];
}

export const isIdentity = (op: SymmetryOperator): boolean =>
  op.rotation.every((r, i) => r.every((v, j) => v === (i === j ? 1 : 0))) &&
  op.translation.every((v) => v === 0);
