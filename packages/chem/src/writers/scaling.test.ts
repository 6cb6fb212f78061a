import { describe, expect, it } from 'vitest';
import { cellFromVectors } from '../core/cell.js';
import type { System } from '../core/system.js';
import { supercellSystem } from '../params/supercell.js';
import { ENGINE_WRITERS } from './registry.js';
import { acetaldehyde } from './testing/acetaldehyde.js';

/**
 * Linear in atoms, counted rather than timed: every writer that takes a crystal writes about twice the
 * text for twice the copies of the cell. The cell is the hard case: combination rule 3 (CHARMM-format
 * writers need an NBFIX row per type pair) and two hc–c3 bonds with different parameters, so CHARMM
 * cannot key rows by the System's types and gives atoms their own types. No improper: GOMC refuses
 * acetaldehyde's periodic one.
 */
function crystal(): System {
  const base = acetaldehyde();
  const cell = cellFromVectors([
    [10, 0, 0],
    [0, 10, 0],
    [0, 0, 10],
  ]);
  return {
    ...base,
    molecule: { ...base.molecule, cell },
    bondParameters: [...base.bondParameters, { ...base.bondParameters[3]!, kb: 300000 }],
    bonds: base.bonds.map((b, i) => (i === 5 ? { ...b, parameter: 4 } : b)),
    improperParameters: [],
    impropers: [],
    defaults: { ...base.defaults, combinationRule: 3 },
  };
}

describe('writers on a supercell', () => {
  it('write twice the text for twice the copies (no output per pair of atoms)', () => {
    const cell = crystal();
    const size = (copies: number, write: (s: System) => Readonly<Record<string, string>>): number =>
      Object.values(write(supercellSystem(cell, [copies, 5, 1]))).reduce((n, text) => n + text.length, 0);
    const periodic = ENGINE_WRITERS.filter((e) => e.periodic);
    // Gaussian and ORCA write molecules only.
    expect(periodic).toHaveLength(10);
    for (const entry of periodic) {
      const write = (s: System) => entry.write(s, { residueName: 'ACE' });
      const [one, two] = [size(8, write), size(16, write)];
      expect(two / one, entry.id).toBeLessThan(2.1);
    }
  });
});
