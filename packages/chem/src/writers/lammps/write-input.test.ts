import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import type { System } from '../../core/system.js';
import { waterPairSystem } from '../../params/testing/water-box.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { periodicChain } from '../testing/materials.js';
import { lammpsWriter } from './lammps-writer.js';
import type { LammpsOptions } from './model.js';

/*
 * in.<res>'s electrostatics: a periodic System with charges gets lj/cut/coul/long and Ewald sums (what
 * lammps-interface writes for a MOF); a plain cut-off on request (the cross-engine checks), without
 * charges (LAMMPS's kspace refuses an uncharged box) and without a cell (no periodic images). The
 * energies: packages/engines/src/lammps-ewald.test.ts (NaCl against the Madelung constant).
 */
const write = (system: System, options: Partial<LammpsOptions> = {}): Record<string, string> =>
  runWriter(lammpsWriter, system, { residueName: 'RES', ...options });
const lineOf = (text: string, command: string): string | undefined =>
  text.split('\n').find((l) => l.startsWith(`${command} `));

describe('LAMMPS input: Coulomb of crystals', () => {
  it('a charged crystal: lj/cut/coul/long, kspace ewald after read_data, E_long printed', () => {
    const files = write(periodicChain({ forms: 'dreiding' }));
    const input = files['in.RES']!;
    expect(lineOf(input, 'pair_style')).toBe('pair_style      lj/cut/coul/long 12');
    expect(lineOf(input, 'kspace_style')).toBe('kspace_style    ewald 1.0e-6');
    expect(input.indexOf('kspace_style')).toBeGreaterThan(input.indexOf('read_data'));
    expect(lineOf(input, 'thermo_style')).toMatch(/ ecoul elong$/);
    expect(files['RES.data']).toContain('Pair Coeffs # lj/cut/coul/long');
  });

  it("coulomb: 'cut' keeps the plain cut-off the cross-engine checks compare", () => {
    const input = write(periodicChain({ forms: 'uff' }), { coulomb: 'cut', cutoff: 7 })['in.RES']!;
    expect(lineOf(input, 'pair_style')).toBe('pair_style      lj/cut/coul/cut 7');
    expect(input).not.toContain('kspace_style');
    expect(lineOf(input, 'thermo_style')).toMatch(/ ecoul$/);
  });

  it('an uncharged crystal and a molecule without a cell keep the plain cut-off', () => {
    const chain = periodicChain({ forms: 'dreiding' });
    const neutral = { ...chain, atoms: chain.atoms.map((a) => ({ ...a, charge: 0 })) };
    for (const system of [neutral, acetaldehyde()]) {
      const input = write(system, { coulomb: 'long' })['in.RES']!;
      expect(lineOf(input, 'pair_style')).toBe('pair_style      lj/cut/coul/cut 12');
      expect(input).not.toContain('kspace_style');
    }
  });

  it('4-point water in a box: lj/cut/tip4p/long with pppm/tip4p, the kspace style that knows M', () => {
    const cell = cellFromParameters({ a: 25, b: 25, c: 25, alpha: 90, beta: 90, gamma: 90 });
    const input = write(waterPairSystem('TIP4P', cell))['in.RES']!;
    expect(lineOf(input, 'pair_style')).toMatch(/^pair_style\s+lj\/cut\/tip4p\/long 1 2 1 1 0\.15 12$/);
    expect(lineOf(input, 'kspace_style')).toBe('kspace_style    pppm/tip4p 1.0e-6');
  });
});
