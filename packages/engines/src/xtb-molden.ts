import type { GaussianDensity, GaussianShell } from '@topoforge/chem';
import { ProgramError } from './program-error.js';

const badMolden = (message: string, text: string): ProgramError =>
  new ProgramError('bad-output', 'xtb', `molden.input: ${message}`, text.slice(0, 2000));

const SHELL_L: Readonly<Record<string, number>> = { s: 0, p: 1, d: 2 };
const CARTESIAN_FUNCTIONS = [1, 3, 6];

/**
 * Electrons xtb leaves out of its valence density: its `ncore` (xtb's molecule setup) — none up to
 * He, then the He, Ne, Ar, [Ar]3d¹⁰, Kr, [Kr]4d¹⁰, Xe, [Xe]4f¹⁴ and [Xe]4f¹⁴5d¹⁰ cores; xtb gives the
 * lanthanides La–Hf (58–71) a core charge of 3. The core charge is Z − ncore.
 */
export function xtbCoreCharge(z: number): number {
  if (z > 57 && z < 72) return 3;
  const limits: [number, number][] = [
    [2, 0],
    [10, 2],
    [18, 10],
    [29, 18],
    [36, 28],
    [47, 36],
    [54, 46],
    [71, 54],
    [79, 68],
    [86, 78],
  ];
  const core = limits.find(([upTo]) => z <= upTo)?.[1] ?? 78;
  return z - core;
}

function sectionLines(lines: string[], name: string): { start: number; end: number } | undefined {
  const start = lines.findIndex((l) => l.trim().toLowerCase().startsWith(`[${name}]`));
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^\s*\[/.test(l));
  if (end < 0) end = lines.length;
  return { start, end };
}

const num = (s: string | undefined): number => Number((s ?? '').replace(/[dD]/, 'E'));

/**
 * The GFN1-xTB density from the molden.input `xtb --molden` writes: atoms (bohr), the Cartesian
 * STO-nG basis xtb integrates over (six d functions: xtb writes no [5D]), and the occupied MOs,
 * summed into P_μν = Σ_i n_i C_μi C_νi. `elements` are the atomic numbers sent, in order; the file
 * must list the same atoms and its occupations must add up to the valence electrons less the charge.
 */
export function parseXtbMolden(
  text: string,
  elements: ArrayLike<number>,
  netCharge: number,
): GaussianDensity {
  const lines = text.split('\n');
  if (lines.some((l) => /^\s*\[(5D|5D7F|5D10F|7F|9G)\]/i.test(l)))
    throw badMolden('spherical functions are not expected', text);
  const centers = parseAtoms(lines, elements, text);
  const shells = parseShells(lines, elements.length, text);
  const nbf = shells.reduce((n, s) => n + CARTESIAN_FUNCTIONS[s.l]!, 0);
  const { density, electrons } = parseDensity(lines, nbf, text);
  const coreCharges = Float64Array.from(elements, (z: number) => xtbCoreCharge(z));
  const expected = coreCharges.reduce((s, v) => s + v, 0) - netCharge;
  if (Math.abs(electrons - expected) > 1e-6) {
    throw badMolden(`the occupations add up to ${electrons} electrons, ${expected} were expected`, text);
  }
  return { centers, coreCharges, shells, density };
}

function parseAtoms(lines: string[], elements: ArrayLike<number>, text: string): Float64Array {
  const sec = sectionLines(lines, 'atoms');
  if (!sec) throw badMolden('no [Atoms] section', text);
  const unit = /angs/i.test(lines[sec.start]!) ? 1 / 0.529177210903 : 1;
  const rows = lines.slice(sec.start + 1, sec.end).filter((l) => l.trim() !== '');
  if (rows.length !== elements.length)
    throw badMolden(`${rows.length} atoms where ${elements.length} were sent`, text);
  const centers = new Float64Array(3 * rows.length);
  rows.forEach((row, i) => {
    const f = row.trim().split(/\s+/);
    if (f.length < 6 || Number(f[2]) !== elements[i])
      throw badMolden(`atom ${i + 1} is not the atom sent`, text);
    for (let k = 0; k < 3; k++) centers[3 * i + k] = num(f[3 + k]) * unit;
  });
  if (centers.some((v) => !Number.isFinite(v))) throw badMolden('an atom has no coordinates', text);
  return centers;
}

function parseShells(lines: string[], atomCount: number, text: string): GaussianShell[] {
  const sec = sectionLines(lines, 'gto');
  if (!sec) throw badMolden('no [GTO] section', text);
  const shells: GaussianShell[] = [];
  let atom = -1;
  for (let i = sec.start + 1; i < sec.end; i++) {
    const f = lines[i]!.trim().split(/\s+/);
    if (f[0] === '') continue;
    if (/^\d+$/.test(f[0]!) && (f.length === 1 || f[1] === '0')) {
      atom = Number(f[0]) - 1;
      continue;
    }
    const l = SHELL_L[f[0]!.toLowerCase()];
    const count = Number(f[1]);
    if (l === undefined || !(count > 0) || atom < 0 || atom >= atomCount) {
      throw badMolden(`[GTO] line ${i + 1 - sec.start} is not a s, p or d shell of a listed atom`, text);
    }
    const exponents: number[] = [];
    const coefficients: number[] = [];
    for (let k = 0; k < count; k++) {
      const g = (lines[++i] ?? '').trim().split(/\s+/);
      exponents.push(num(g[0]));
      coefficients.push(num(g[1]));
    }
    if ([...exponents, ...coefficients].some((v) => !Number.isFinite(v)))
      throw badMolden(`a primitive of atom ${atom + 1} is not a number`, text);
    shells.push({ atom, l, exponents, coefficients });
  }
  return shells;
}

function parseDensity(
  lines: string[],
  nbf: number,
  text: string,
): { density: Float64Array; electrons: number } {
  const sec = sectionLines(lines, 'mo');
  if (!sec) throw badMolden('no [MO] section', text);
  const density = new Float64Array(nbf * nbf);
  const c = new Float64Array(nbf);
  let electrons = 0;
  let i = sec.start + 1;
  while (i < sec.end) {
    let occupation = NaN;
    while (i < sec.end && !/^\s*\d+\s+\S+\s*$/.test(lines[i]!)) {
      const m = /^\s*Occup\s*=\s*(\S+)/i.exec(lines[i]!);
      if (m) occupation = num(m[1]);
      i++;
    }
    if (i >= sec.end) break;
    if (occupation === 0) {
      // An empty orbital adds nothing: skip its coefficients (most of the file) unread.
      while (i < sec.end && !lines[i]!.includes('=') && lines[i]!.trim() !== '') i++;
      continue;
    }
    c.fill(0);
    for (; i < sec.end && /^\s*\d+\s+\S+\s*$/.test(lines[i]!); i++) {
      const [k, value] = lines[i]!.trim().split(/\s+/);
      const index = Number(k) - 1;
      if (!(index >= 0 && index < nbf))
        throw badMolden(`an MO coefficient names function ${k} of ${nbf}`, text);
      c[index] = num(value);
    }
    if (!Number.isFinite(occupation)) throw badMolden('an MO has no occupation', text);
    electrons += occupation;
    addOrbital(density, c, occupation, nbf);
  }
  return { density, electrons };
}

function addOrbital(density: Float64Array, c: Float64Array, occupation: number, nbf: number): void {
  for (let m = 0; m < nbf; m++) {
    const w = occupation * c[m]!;
    if (w === 0) continue;
    const row = m * nbf;
    for (let n = 0; n < nbf; n++) density[row + n]! += w * c[n]!;
  }
}
