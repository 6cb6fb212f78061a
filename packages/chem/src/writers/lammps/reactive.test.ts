import { describe, expect, it } from 'vitest';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { periodicChain } from '../testing/materials.js';
import { thrownChemError } from '../testing/thrown.js';
import { lammpsWriter } from './lammps-writer.js';
import { REACTIVE_POTENTIALS } from './reactive.js';

/**
 * The reactive option of the LAMMPS writer (issue 19 item 5): the force field's terms are dropped and
 * the structure is written for a many-body potential. Running the files in lmp (graphene with AIREBO,
 * a tube with Tersoff) is packages/engines/src/carbon-reactive.test.ts.
 */
const atomsSection = (data: string): string[] => {
  const lines = data.split('\n');
  const start = lines.indexOf('Atoms # atomic') + 2;
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
};

describe('LAMMPS writer, reactive option', () => {
  it('writes a periodic (CH)12 chain for AIREBO: atom_style atomic, units metal, C and H types, image flags, no bonded terms', () => {
    const system = periodicChain({ forms: 'dreiding' });
    const files = runWriter(lammpsWriter, system, { residueName: 'CH', reactive: 'airebo' });
    expect(Object.keys(files).sort()).toEqual(['CH.data', 'in.CH']);
    const data = files['CH.data']!;
    const input = files['in.CH']!;
    expect(data).toContain('24 atoms');
    expect(data).toContain('2 atom types');
    expect(data).not.toMatch(/bonds|angles|dihedrals|impropers|Pair Coeffs/);
    expect(data).toMatch(/^1 12\.01\d* # C$/m);
    expect(data).toMatch(/^2 1\.00\d* # H$/m);
    const rows = atomsSection(data);
    expect(rows).toHaveLength(24);
    // id type x y z ix iy iz: carbons type 1, hydrogens type 2 in the chain's C, H order.
    expect(rows.map((r) => r.split(' ')[1])).toEqual(
      Array.from({ length: 24 }, (_, i) => String((i % 2) + 1)),
    );
    expect(rows.every((r) => r.split(' ').length === 8)).toBe(true);
    expect(input).toContain('units           metal');
    expect(input).toContain('atom_style      atomic');
    expect(input).toContain('boundary        p p p');
    expect(input).toContain('pair_style      airebo 3.0 1 1');
    expect(input).toContain('pair_coeff      * * CH.airebo C H');
    expect(input).not.toMatch(/bond_style|special_bonds|kspace/);
  });

  it('maps only the elements present, in the file’s order, and writes the potential file when its text is given', () => {
    const system = periodicChain({ forms: 'dreiding' });
    const carbonOnly = {
      ...system,
      molecule: { ...system.molecule, elements: system.molecule.elements.map(() => 6) },
    };
    const files = runWriter(lammpsWriter, carbonOnly, {
      residueName: 'CC',
      reactive: 'tersoff',
      potentialText: 'C C C 3.0 1.0 0.0 …\n',
    });
    expect(files['in.CC']).toContain('pair_style      tersoff');
    expect(files['in.CC']).toContain('pair_coeff      * * BNC.tersoff C');
    expect(files['CC.data']).toContain('1 atom types');
    expect(files['BNC.tersoff']).toBe('C C C 3.0 1.0 0.0 …\n');
  });

  it('refuses elements the potential does not cover, naming them and the atoms', () => {
    const aldehyde = thrownChemError(() =>
      runWriter(lammpsWriter, acetaldehyde(), { residueName: 'ALD', reactive: 'airebo' }),
    );
    expect(aldehyde.code).toBe('unsupported-form');
    expect(aldehyde.message).toContain('AIREBO (CH.airebo) covers C, H only: the structure has O');
    expect(aldehyde.data).toMatchObject({ potential: 'AIREBO', elements: ['O'] });
    const chain = thrownChemError(() =>
      runWriter(lammpsWriter, periodicChain({ forms: 'dreiding' }), {
        residueName: 'CH',
        reactive: 'tersoff',
      }),
    );
    expect(chain.message).toContain(
      'Tersoff (BNC.tersoff) covers B, C, N only: the structure has H (atoms 2, 4, 6',
    );
    expect(chain.data['atoms']).toHaveLength(12);
  });

  it('skips the force-field checks: a term LAMMPS cannot write does not matter when none is written', () => {
    const system = periodicChain({ forms: 'dreiding' });
    const odd = {
      ...system,
      dihedralParameters: system.dihedralParameters.map((p) =>
        p.funct === 3 ? p : { ...p, terms: p.terms.map((t) => ({ ...t, phase: 12.5 })) },
      ),
    };
    expect(() => runWriter(lammpsWriter, odd, { residueName: 'CH' })).toThrow(/integer phase/);
    expect(() => runWriter(lammpsWriter, odd, { residueName: 'CH', reactive: 'airebo' })).not.toThrow();
    expect(REACTIVE_POTENTIALS.airebo.elements).toEqual(['C', 'H']);
  });
});
