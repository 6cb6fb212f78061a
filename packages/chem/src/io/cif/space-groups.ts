/**
 * The 530 standard space-group settings of International Tables for Crystallography Vol. A (the list of
 * Table A1.4.2.7 of Vol. B, 2001), each with its IT number, Hermann–Mauguin symbol, origin choice or axes
 * and Hall symbol (S. R. Hall, Acta Cryst. A37 (1981) 517). Data in space-groups-monoclinic.ts,
 * space-groups-orthorhombic.ts and space-groups-high.ts; operators from hall-symbol.ts.
 *
 * Lookups are tolerant of spacing, underscores and case: 'P 63/m m c', 'P63/mmc', 'Fm-3m', 'F m -3 m',
 * 'p 21/c' (short monoclinic symbols name the first setting with that short form, unique axis b first),
 * with ':1'/':2' for the origin choice and ':H'/':R' for hexagonal or rhombohedral axes.
 */
import type { CellParameters } from '../../core/cell.js';
import { TRICLINIC_MONOCLINIC } from './space-groups-monoclinic.js';
import { TETRAGONAL_TO_CUBIC } from './space-groups-high.js';
import { ORTHORHOMBIC } from './space-groups-orthorhombic.js';

export interface SpaceGroupSetting {
  /** International Tables number, 1–230. */
  readonly number: number;
  /** Hermann–Mauguin symbol as International Tables writes the setting ('P 1 21/c 1', 'F d -3 m'). */
  readonly hermannMauguin: string;
  /** '1' or '2' (origin choice), 'H' or 'R' (axes), or '' when the symbol alone names the setting. */
  readonly extension: string;
  readonly hall: string;
}

/** 'number[:ext] H-M = Hall'. */
function parseEntry(entry: string): SpaceGroupSetting {
  const [left, hall] = entry.split(' = ') as [string, string];
  const space = left.indexOf(' ');
  const [num, ext] = left.slice(0, space).split(':');
  return { number: Number(num), hermannMauguin: left.slice(space + 1), extension: ext ?? '', hall };
}

export const SPACE_GROUP_SETTINGS: readonly SpaceGroupSetting[] = [
  ...TRICLINIC_MONOCLINIC,
  ...ORTHORHOMBIC,
  ...TETRAGONAL_TO_CUBIC,
].map(parseEntry);

/** Spaces and underscores removed; the lattice letter upper case and the rest lower case. */
export function normalizeHermannMauguin(symbol: string): string {
  const s = symbol.replace(/[\s_]+/g, '');
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}

/** Short monoclinic form: 'P 1 21/c 1' → 'P 21/c' (the 1s of the two other directions dropped). */
function shortMonoclinic(hm: string): string | undefined {
  const parts = hm.split(' ');
  if (parts.length !== 4) return undefined;
  const rest = parts.slice(1).filter((p) => p !== '1');
  return rest.length === 1 ? `${parts[0]!} ${rest[0]!}` : undefined;
}

/** Normalized symbol (with ':ext' when the symbol has several settings) → settings in table order. */
const BY_SYMBOL = new Map<string, SpaceGroupSetting[]>();
function index(key: string, s: SpaceGroupSetting): void {
  const list = BY_SYMBOL.get(key) ?? [];
  if (!list.includes(s)) list.push(s);
  BY_SYMBOL.set(key, list);
}
for (const s of SPACE_GROUP_SETTINGS) {
  const key = normalizeHermannMauguin(s.hermannMauguin);
  index(key, s);
  if (s.extension !== '') index(`${key}:${s.extension.toLowerCase()}`, s);
  const short = s.number >= 3 && s.number <= 15 ? shortMonoclinic(s.hermannMauguin) : undefined;
  // A short symbol ('P 21/c') names the first setting with that short form only (unique axis b first).
  if (short !== undefined && !BY_SYMBOL.has(normalizeHermannMauguin(short)))
    index(normalizeHermannMauguin(short), s);
}

/**
 * International Tables' newer symbols with the double glide 'e' (2002 on) for the standard settings that
 * the table lists under their older names.
 */
const E_GLIDE: readonly (readonly [string, string])[] = [
  ['A e m 2', 'A b m 2'],
  ['A e a 2', 'A b a 2'],
  ['C m c e', 'C m c a'],
  ['C m m e', 'C m m a'],
  ['C c c e', 'C c c a'],
];
for (const [alias, name] of E_GLIDE) {
  for (const s of SPACE_GROUP_SETTINGS.filter((x) => x.hermannMauguin === name)) {
    index(normalizeHermannMauguin(alias), s);
    if (s.extension !== '') index(`${normalizeHermannMauguin(alias)}:${s.extension}`, s);
  }
}

/**
 * The settings a symbol or number may mean, most likely first: one when it names a single setting; the
 * axes chosen from the cell for R groups; both origin choices (1, then 2) when the origin is not given,
 * for the reader to choose by the structure (see cif-space-group.ts).
 */
export interface SettingChoice {
  readonly candidates: readonly SpaceGroupSetting[];
  /** How the axes were chosen, when the symbol did not say. */
  readonly axesFromCell?: 'H' | 'R';
}

/** Rhombohedral axes when a = b = c and α = β = γ ≠ 90° (International Tables' R setting). */
function isRhombohedralCell(cell: CellParameters): boolean {
  const same = (x: number, y: number, tol: number): boolean => Math.abs(x - y) <= tol;
  return (
    same(cell.a, cell.b, 1e-3) &&
    same(cell.a, cell.c, 1e-3) &&
    same(cell.alpha, cell.beta, 1e-2) &&
    same(cell.alpha, cell.gamma, 1e-2) &&
    !same(cell.alpha, 90, 1e-2)
  );
}

/** Among several settings of one symbol or number: axes from the cell; both origin choices kept. */
function choose(list: readonly SpaceGroupSetting[], cell: CellParameters | undefined): SettingChoice {
  if (list.length > 1 && list.every((s) => s.extension === 'H' || s.extension === 'R')) {
    const axes = cell !== undefined && isRhombohedralCell(cell) ? 'R' : 'H';
    return { candidates: list.filter((s) => s.extension === axes), axesFromCell: axes };
  }
  return { candidates: list };
}

/** The setting a Hermann–Mauguin symbol names, or undefined when it is not one of the 530. */
export function settingFromHermannMauguin(symbol: string, cell?: CellParameters): SettingChoice | undefined {
  const trimmed = symbol.trim();
  const colon = trimmed.lastIndexOf(':');
  const name = normalizeHermannMauguin(colon < 0 ? trimmed : trimmed.slice(0, colon));
  const ext =
    colon < 0
      ? ''
      : trimmed
          .slice(colon + 1)
          .trim()
          .toLowerCase();
  let list = BY_SYMBOL.get(ext === '' ? name : `${name}:${ext}`);
  // An extension on a symbol that has one setting only ('P 63/m m c:1') is not needed: the symbol decides.
  if (list === undefined && ext !== '' && BY_SYMBOL.get(name)?.length === 1) list = BY_SYMBOL.get(name);
  return list === undefined ? undefined : choose(list, cell);
}

/** The standard setting of an IT number (1–230), or undefined. */
export function settingFromNumber(number: number, cell?: CellParameters): SettingChoice | undefined {
  const list = SPACE_GROUP_SETTINGS.filter((s) => s.number === number);
  if (list.length === 0) return undefined;
  const first = list[0]!;
  // Only the settings that differ from the first by origin or axes are candidates, not the other settings.
  const same = list.filter((s) => s.hermannMauguin === first.hermannMauguin);
  return choose(same, cell);
}
