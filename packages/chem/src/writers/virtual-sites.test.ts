import { describe, expect, it } from 'vitest';
import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import { waterPairSystem } from '../params/testing/water-box.js';
import { ENGINE_WRITERS } from './registry.js';

/** The error a write throws, or undefined when it writes. */
function failure(write: () => unknown): unknown {
  try {
    write();
  } catch (e) {
    return e;
  }
  return undefined;
}

const others = ENGINE_WRITERS.filter((e) => e.id !== 'gromacs' && e.id !== 'lammps');

describe('virtual sites (4-point water) and massless atoms in every writer', () => {
  const tip4p = waterPairSystem('TIP4P');

  it('GROMACS writes TIP4P water', () => {
    const files = ENGINE_WRITERS.find((e) => e.id === 'gromacs')!.write(tip4p, { residueName: 'SOL' });
    expect(files['SOL.itp']).toContain('[ virtual_sites3 ]');
  });

  it("LAMMPS writes TIP4P water through lj/cut/tip4p/cut: no M atoms, the O carrying M's charge", () => {
    const files = ENGINE_WRITERS.find((e) => e.id === 'lammps')!.write(tip4p, { residueName: 'SOL' });
    // O type 1, H type 2, bond type 1, angle type 1, qdist 0.15 Å (TIP4P r(OM)), cut-off 12 Å.
    expect(files['in.SOL']).toMatch(/^pair_style\s+lj\/cut\/tip4p\/cut 1 2 1 1 0\.15 12$/m);
    const data = files['SOL.data']!;
    expect(data).toMatch(/^6 atoms$/m);
    // id, molecule (one per water), type, charge.
    const atoms = data.split('Atoms # full')[1]!.trim().split('\n').slice(0, 6);
    expect(atoms.map((l) => l.trim().split(/\s+/).slice(0, 4))).toEqual([
      ['1', '1', '1', '-1.04'],
      ['2', '1', '2', '0.52'],
      ['3', '1', '2', '0.52'],
      ['4', '2', '1', '-1.04'],
      ['5', '2', '2', '0.52'],
      ['6', '2', '2', '0.52'],
    ]);
  });

  it('LAMMPS refuses a virtual site that is not the M site of a rigid water', () => {
    const { rigidWaters: _rigid, ...loose } = tip4p;
    const lammps = ENGINE_WRITERS.find((e) => e.id === 'lammps')!;
    expect(() => lammps.write(loose as System, { residueName: 'SOL' })).toThrow(
      /atom 4 is a virtual site but not the M site \(a = b\) of a rigid water/,
    );
  });

  it.each(others.map((e) => [e.id, e]))(
    '%s refuses virtual sites, pointing to GROMACS or 3-point water',
    (_, e) => {
      const error = failure(() => e.write(tip4p, { residueName: 'SOL' }));
      expect(error).toBeInstanceOf(ChemError);
      expect((error as ChemError).code).toBe('unsupported-form');
      // moltemplate reuses the LAMMPS check, whose message names LAMMPS.
      expect((error as ChemError).message).toMatch(
        /writer does not support virtual sites \(4-point water models.*write GROMACS files or use a 3-point water model/,
      );
      expect((error as ChemError).atoms).toEqual([3]);
    },
  );

  it.each(ENGINE_WRITERS.map((e) => [e.id, e]))(
    '%s refuses the M site as a free massless atom (no virtual sites given)',
    (_, e) => {
      const { virtualSites: _sites, ...bare } = tip4p;
      const error = failure(() => e.write(bare as System, { residueName: 'SOL' }));
      expect(error).toBeInstanceOf(ChemError);
      expect((error as ChemError).message).toMatch(
        /Atom 4 \(MW, type MW\) has mass 0 and is not a virtual site/,
      );
    },
  );

  it('lets every writer write the same pair as 3-point water (SPC/E)', () => {
    const spce = waterPairSystem('SPCE');
    for (const e of ENGINE_WRITERS) {
      expect(
        failure(() => e.write(spce, { residueName: 'SOL' })),
        e.id,
      ).toBeUndefined();
    }
  });
});
