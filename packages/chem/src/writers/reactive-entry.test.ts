import { describe, expect, it } from 'vitest';
import { describeWritten } from './engine-entry.js';
import { findEngine } from './registry.js';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { periodicChain } from './testing/materials.js';
import { thrownChemError } from './testing/thrown.js';

/** The reactive option through the registry, as the topology download and the command line call it. */
describe('registered writers and the reactive option', () => {
  const lammps = findEngine('lammps')!;
  const chain = periodicChain({ forms: 'dreiding' });

  it('LAMMPS writes the AIREBO files, and the potential file when given, all of them declared', () => {
    const files = lammps.write(chain, {
      residueName: 'CH',
      reactive: 'airebo',
      potentialText: 'CH.airebo text\n',
    });
    expect(Object.keys(files).sort()).toEqual(['CH.airebo', 'CH.data', 'in.CH']);
    expect(files['in.CH']).toContain('pair_style      airebo 3.0 1 1');
    const described = describeWritten(lammps, 'CH', true, Object.keys(files));
    expect(described?.['CH.airebo']).toContain('Stuart, Tutein & Harrison');
    // Without the option the force field is written as before.
    expect(lammps.write(chain, { residueName: 'CH' })['in.CH']).toContain('atom_style      full');
  });

  it('refusal() names the elements the potential lacks; other writers refuse the option', () => {
    expect(lammps.refusal(acetaldehyde(), { residueName: 'ALD', reactive: 'airebo' })?.message).toContain(
      'covers C, H only: the structure has O',
    );
    expect(lammps.refusal(chain, { residueName: 'CH', reactive: 'airebo' })).toBeUndefined();
    const gromacs = thrownChemError(() =>
      findEngine('gromacs')!.write(chain, { residueName: 'CH', reactive: 'tersoff' }),
    );
    expect(gromacs.code).toBe('unsupported-form');
    expect(gromacs.message).toBe(
      'GROMACS has no reactive pair style: AIREBO and Tersoff (reactive tersoff) are written for LAMMPS only.',
    );
  });
});
