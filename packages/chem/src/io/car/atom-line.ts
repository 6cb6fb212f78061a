import { atomicNumber } from '../../core/elements.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseNumber, truncate } from '../text.js';

/** One atom line of a CAR file, as written. */
export interface CarAtom {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly residueName: string;
  /** Residue sequence field as text: Materials Studio allows names such as 'A1' there. */
  readonly residueNumber: string;
  readonly potentialType: string;
  readonly element: number;
  readonly charge: number;
}

/**
 * Fixed columns of the atom line (Materials Studio/Insight II CAR, 'archive 3'), 1-based:
 *   1-5 name · 7-20 x · 22-35 y · 37-50 z · 52-55 residue name · 57-63 residue number ·
 *   65-71 potential type · 73-74 element · 76-81 partial charge.
 * Materials Studio writes exactly this (`%-5s %14.9f %14.9f %14.9f %-4s %-7s %-7s %-2s %6.3f`); the
 * older Insight II manual puts the element in 72-73 and the charge in 74-79. Whitespace-separated
 * lines of nine fields are read by fields, which covers both and longer names; six fields (name
 * x y z element charge, as some DMol³ scripts write) are read as such; anything else by columns.
 */
export function parseCarAtom(ctx: TextContext, line: string, no: number): CarAtom {
  const f = fields(line);
  const parts =
    f.length === 9 ? f : f.length === 6 ? [f[0], f[1], f[2], f[3], '', '', '', f[4], f[5]] : byColumns(line);
  const [name = '', x, y, z, residueName = '', residueNumber = '', potentialType = '', symbol = '', charge] =
    parts;
  if (name === '')
    fail(
      ctx,
      no,
      `expected an atom line (name x y z residue number type element charge), found '${truncate(line.trim())}'.`,
    );
  return {
    name,
    x: parseNumber(ctx, no, x, 'x coordinate'),
    y: parseNumber(ctx, no, y, 'y coordinate'),
    z: parseNumber(ctx, no, z, 'z coordinate'),
    residueName,
    residueNumber,
    potentialType,
    element: elementOf(ctx, no, symbol ?? ''),
    charge: parseNumber(ctx, no, charge, 'partial charge'),
  };
}

function byColumns(line: string): (string | undefined)[] {
  const col = (first: number, last: number): string => line.slice(first - 1, last).trim();
  const tail = fields(line.slice(71));
  return [
    col(1, 5),
    col(6, 20),
    col(21, 35),
    col(36, 50),
    col(52, 55),
    col(57, 63),
    col(65, 71),
    tail[0],
    tail[1],
  ];
}

function elementOf(ctx: TextContext, no: number, symbol: string): number {
  const z = /^[A-Za-z]{1,2}$/.test(symbol) ? atomicNumber(symbol) : undefined;
  if (z === undefined) fail(ctx, no, `'${truncate(symbol)}' in the element field is not an element symbol.`);
  return z;
}

/** The atom line in Materials Studio's layout. Blanks inside names would split fields, so they become '_'. */
export function formatCarAtom(a: CarAtom, symbol: string): string {
  const word = (s: string, width: number): string => s.replace(/\s+/g, '_').padEnd(width);
  const xyz = [a.x, a.y, a.z].map((v) => (v === 0 ? 0 : v).toFixed(9).padStart(14)).join(' ');
  const charge = (a.charge === 0 ? 0 : a.charge).toFixed(3).padStart(6);
  return `${word(a.name, 5)} ${xyz} ${word(a.residueName, 4)} ${word(a.residueNumber, 7)} ${word(a.potentialType, 7)} ${symbol.padEnd(2)} ${charge}`;
}
