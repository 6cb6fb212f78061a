import { ChemError } from '../core/errors.js';

/**
 * Numbers as the writers print them: 12 significant digits, enough that energies recomputed from the
 * files agree with the System to far better than 1e-6 relative, without the noise of the last binary
 * digits. Exponent notation (1.5e-7) is read by GROMACS and LAMMPS alike.
 */
export function num(x: number): string {
  if (!Number.isFinite(x)) throw new ChemError('invalid-molecule', `Cannot write the number ${x}.`);
  const text = String(Number(x.toPrecision(12)));
  return text === '-0' ? '0' : text;
}

/** Fixed decimals for column formats (coordinates). */
export function fixed(x: number, decimals: number, width: number): string {
  if (!Number.isFinite(x)) throw new ChemError('invalid-molecule', `Cannot write the coordinate ${x}.`);
  return (Math.abs(x) < 0.5 * 10 ** -decimals ? 0 : x).toFixed(decimals).padStart(width);
}
