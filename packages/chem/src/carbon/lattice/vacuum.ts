import { checkRange } from './carbon-error.js';

/**
 * Vacuum of a periodic sheet or tube, Å: the sheet's cell height, the gap between a tube and its lateral
 * images. 20 Å keeps images apart by more than the 10–12 Å non-bonded cut-offs of common force fields.
 */
export const DEFAULT_VACUUM = 20;
export const VACUUM_MIN = 5;
export const VACUUM_MAX = 200;

export const checkVacuum = (vacuum: number): number =>
  checkRange('vacuum', 'vacuum', vacuum, VACUUM_MIN, VACUUM_MAX);
