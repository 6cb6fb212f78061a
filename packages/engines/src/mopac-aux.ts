import { ProgramError } from './program-error.js';

/**
 * What TopoForge reads from a MOPAC run. Charges come in two kinds (see mopac.ts for which one
 * AM1-BCC and CM1A use): `charges` are MOPAC's default "NET ATOMIC CHARGES" (core charge minus the
 * diagonal of the density matrix, the NDDO/ZDO population that AmberTools' sqm prints as "Mulliken
 * Charge"), `mullikenCharges` the full-basis Mulliken charges printed under the MULLIK keyword.
 */
export interface MopacResult {
  /** Final geometry, interleaved x,y,z in Å, in input atom order. */
  readonly positions: Float64Array;
  /** ZDO (Coulson) net atomic charges, e. */
  readonly charges: Float64Array;
  /** Full-basis Mulliken charges (MULLIK), e; undefined when the run did not print them. */
  readonly mullikenCharges: Float64Array | undefined;
  /** Bond-index matrix n×n, row-major: Σ P_μν² over the AOs of the two atoms; diagonal = valence. */
  readonly bondOrders: Float64Array;
  readonly heatOfFormationKcal: number;
}

/** One `NAME[count]=` (or `NAME=value`) block of an AUX file: its numbers, last occurrence wins. */
type AuxBlocks = Map<string, number[]>;

const KEY_LINE = /^\s*([A-Z][A-Z0-9_.]*)(?::[^[=]*)?(?:\[(\d+)\])?=(.*)$/;

/** Reads every numeric block of an AUX file. Text-valued keys are skipped. */
export function readAuxBlocks(text: string): AuxBlocks {
  const blocks: AuxBlocks = new Map();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = KEY_LINE.exec(lines[i]!);
    if (!m) continue;
    const name = m[1]!;
    const count = m[2] === undefined ? 1 : Number(m[2]);
    const values: number[] = [];
    let rest = m[3]!;
    let j = i;
    for (;;) {
      for (const token of rest.trim().split(/\s+/)) {
        if (token === '' || values.length >= count) continue;
        values.push(fortranNumber(token));
      }
      if (values.length >= count || j + 1 >= lines.length) break;
      const next = lines[j + 1]!;
      if (KEY_LINE.test(next)) break;
      j++;
      rest = next.trimStart().startsWith('#') ? '' : next;
    }
    if (values.length === count && values.every(Number.isFinite)) blocks.set(name, values);
    i = j;
  }
  return blocks;
}

/** Fortran writes exponents with D (−0.57D+02). */
function fortranNumber(token: string): number {
  return Number(token.replace(/[dD]/, 'e'));
}

/**
 * Picks the final results out of an AUX file written with `AUX(PRECISION=9) BONDS`. `fallbackPositions`
 * stands in for ATOM_X_OPT when the run did not optimise (1SCF). Throws ProgramError 'bad-output'
 * naming the block that is missing or has the wrong length.
 */
export function parseMopacAux(
  text: string,
  atomCount: number,
  fallbackPositions?: Float64Array,
): MopacResult {
  const blocks = readAuxBlocks(text);
  const need = (name: string, length: number): number[] => {
    const v = blocks.get(name);
    if (v === undefined || v.length !== length) {
      throw new ProgramError('bad-output', 'mopac', `AUX file has no ${name} block of ${length} numbers`);
    }
    return v;
  };
  const optimised = blocks.get('ATOM_X_OPT');
  const positions =
    optimised !== undefined && optimised.length === 3 * atomCount
      ? Float64Array.from(optimised)
      : (fallbackPositions ?? Float64Array.from(need('ATOM_X_OPT', 3 * atomCount)));
  const mulliken = blocks.get('MULLIKEN_ATOM_CHARGES');
  return {
    positions,
    charges: Float64Array.from(need('ATOM_CHARGES', atomCount)),
    mullikenCharges: mulliken?.length === atomCount ? Float64Array.from(mulliken) : undefined,
    bondOrders: fullMatrix(need('BOND_ORDERS', (atomCount * (atomCount + 1)) / 2), atomCount),
    heatOfFormationKcal: need('HEAT_OF_FORMATION', 1)[0]!,
  };
}

/** AUX stores the lower triangle row by row, diagonal included. */
function fullMatrix(lower: readonly number[], n: number): Float64Array {
  const full = new Float64Array(n * n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      const v = lower[k++]!;
      full[i * n + j] = v;
      full[j * n + i] = v;
    }
  }
  return full;
}
