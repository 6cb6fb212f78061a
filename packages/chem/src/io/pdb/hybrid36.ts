/**
 * Hybrid-36 numbers, the PDB community's way past 99,999 atoms and 9,999 residues without widening
 * the fixed columns (R. W. Grosse-Kunstleve, cctbx iotbx/pdb/hybrid_36, adopted by PyMOL, VMD, CCP4,
 * Open Babel, ParmEd). For a field of width w:
 *   - values that fit are written in decimal (−10^(w−1)+1 … 10^w − 1);
 *   - the next 26·36^(w−1) values use base 36 with upper-case digits, starting at 'A000…';
 *   - the next 26·36^(w−1) values use base 36 with lower-case digits, starting at 'a000…'.
 */
const UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Decodes a hybrid-36 field; undefined for a blank or malformed field. */
export function decodeHybrid36(field: string, width: number): number | undefined {
  const s = field.trim();
  if (s === '') return undefined;
  if (/^-?\d+$/.test(s)) return Number(s);
  if (s.length !== width) return undefined;
  const decimalEnd = 10 ** width;
  const block = 26 * 36 ** (width - 1);
  if (/^[A-Z][0-9A-Z]*$/.test(s)) return decimalEnd + base36(s, UPPER) - 10 * 36 ** (width - 1);
  if (/^[a-z][0-9a-z]*$/.test(s)) return decimalEnd + block + base36(s, LOWER) - 10 * 36 ** (width - 1);
  return undefined;
}

/** Encodes a value right-justified in `width` columns; undefined when it cannot be represented. */
export function encodeHybrid36(value: number, width: number): string | undefined {
  if (!Number.isInteger(value)) return undefined;
  const decimalEnd = 10 ** width;
  if (value > -(10 ** (width - 1)) && value < decimalEnd) return String(value).padStart(width);
  const block = 26 * 36 ** (width - 1);
  const offset = 10 * 36 ** (width - 1);
  let v = value - decimalEnd;
  if (v < 0) return undefined;
  if (v < block) return toBase36(v + offset, UPPER);
  v -= block;
  if (v < block) return toBase36(v + offset, LOWER);
  return undefined;
}

/** The largest value a hybrid-36 field of `width` columns can hold. */
export const hybrid36Max = (width: number): number => 10 ** width - 1 + 2 * 26 * 36 ** (width - 1);

function base36(s: string, digits: string): number {
  let v = 0;
  for (const ch of s) v = v * 36 + digits.indexOf(ch);
  return v;
}

function toBase36(v: number, digits: string): string {
  let out = '';
  let rest = v;
  do {
    out = (digits[rest % 36] ?? '0') + out;
    rest = Math.floor(rest / 36);
  } while (rest > 0);
  return out;
}
