import { ProgramError } from './program-error.js';

export interface XtbPopulation {
  readonly mulliken: Float64Array;
  readonly cm5: Float64Array;
}

const HEADER = 'Mulliken/CM5 charges';
/**
 * One row, written by xtb as (i6, a3, 2f9.5, …): index, symbol, Mulliken, CM5, shell populations.
 * The charges always have five decimals, which also splits them should two f9.5 fields touch.
 */
const ROW = /^\s*(\d+)\s*([A-Za-z]{1,3})\s*(-?\d+\.\d{5})\s*(-?\d+\.\d{5})/;

const badOutput = (message: string, text: string): ProgramError =>
  new ProgramError('bad-output', 'xtb', message, text.slice(-2000));

/**
 * The last "Mulliken/CM5 charges" table of a GFN1-xTB run (xtb prints it once per single point;
 * the last one is the final structure's). Rows must run 1 … atomCount.
 */
export function parseMullikenCm5(stdout: string, atomCount: number): XtbPopulation {
  const lines = stdout.split('\n');
  const start = lines.findLastIndex((l) => l.includes(HEADER));
  if (start < 0) throw badOutput(`printed no "${HEADER}" table (is this a GFN1 run?)`, stdout);
  const mulliken = new Float64Array(atomCount);
  const cm5 = new Float64Array(atomCount);
  for (let i = 0; i < atomCount; i++) {
    const m = ROW.exec(lines[start + 1 + i] ?? '');
    if (!m || Number(m[1]) !== i + 1) {
      throw badOutput(`the ${HEADER} table has ${i} rows where ${atomCount} atoms were expected`, stdout);
    }
    mulliken[i] = Number(m[3]);
    cm5[i] = Number(m[4]);
  }
  if (ROW.test(lines[start + 1 + atomCount] ?? '')) {
    throw badOutput(`the ${HEADER} table has more rows than the ${atomCount} atoms sent`, stdout);
  }
  return { mulliken, cm5 };
}

/** "* xtb version 6.5.1 (unknown) …" → "6.5.1"; undefined when the banner is missing. */
export function parseXtbVersion(stdout: string): string | undefined {
  return /xtb version (\S+)/.exec(stdout)?.[1];
}

/**
 * xtb_esp.dat, written as (3E18.10, F14.8): x y z in bohr and the potential in hartree/e, one line per
 * point in the order of the grid file. The coordinates must echo the points sent (bohr, interleaved):
 * a short, reordered or foreign file is refused rather than fitted.
 */
export function parseXtbEsp(text: string, pointsBohr: Float64Array): Float64Array {
  const count = pointsBohr.length / 3;
  const rows = text.split('\n').filter((l) => l.trim() !== '');
  if (rows.length !== count)
    throw badOutput(`xtb_esp.dat has ${rows.length} points, ${count} were sent`, text);
  const potential = new Float64Array(count);
  rows.forEach((row, i) => {
    const f = row.trim().split(/\s+/).map(Number);
    if (f.length !== 4 || f.some((v) => !Number.isFinite(v))) {
      throw badOutput(`xtb_esp.dat line ${i + 1} is not "x y z V"`, text);
    }
    for (let k = 0; k < 3; k++) {
      if (Math.abs(f[k]! - pointsBohr[3 * i + k]!) > 1e-6 * Math.max(1, Math.abs(f[k]!))) {
        throw badOutput(`xtb_esp.dat line ${i + 1} is not the point that was sent`, text);
      }
    }
    potential[i] = f[3]!;
  });
  return potential;
}
