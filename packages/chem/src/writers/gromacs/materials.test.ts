import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { periodicChain } from '../testing/materials.js';
import { describeWritten } from '../engine-entry.js';
import { findEngine } from '../registry.js';
import { gromacsWriter } from './gromacs-writer.js';

/*
 * GROMACS and the materials forms (energies against lmp: packages/engines/src/materials-lammps.test.ts):
 * the G96 cosine-harmonic angle is funct 2 (θ0 degrees, k kJ/mol, as GROMACS's manual table 5.5);
 * a System bonded across the cell boundary gets <res>.mdp with periodic-molecules = yes.
 */
const write = (system: System): Record<string, string> =>
  runWriter(gromacsWriter, system, { residueName: 'CHN' });

describe('GROMACS writer, materials forms', () => {
  it('writes cosine-harmonic angles as funct 2', () => {
    const itp = write(periodicChain({ forms: 'dreiding', noImpropers: true }))['CHN.itp']!;
    const lines = itp.split('\n');
    const start = lines.indexOf('[ angles ]');
    const first = lines
      .slice(start + 1)
      .find((l) => !l.startsWith(';'))!
      .trim()
      .split(/\s+/);
    expect(first.slice(3)).toEqual(['2', '120', '557.9']);
  });

  it('writes <res>.mdp with periodic-molecules = yes when a bond crosses the cell boundary', () => {
    const files = write(periodicChain({ forms: 'dreiding', noImpropers: true }));
    expect(files['CHN.mdp']).toContain('\nperiodic-molecules = yes\n');
    expect(files['CHN.mdp']).toContain('\npbc                = xyz\n');
    // A finite molecule straddling the boundary is bonded across it too.
    expect(
      write(periodicChain({ forms: 'dreiding', infinite: false, noImpropers: true }))['CHN.mdp'],
    ).toBeDefined();
    expect(write(acetaldehyde())['CHN.mdp']).toBeUndefined();
  });

  it('declares <res>.mdp as a crystal file written only when needed (the download checks what it zips)', () => {
    const entry = findEngine('gromacs')!;
    const chain = Object.keys(write(periodicChain({ forms: 'dreiding', noImpropers: true })));
    expect(chain).toContain('CHN.mdp');
    expect(describeWritten(entry, 'CHN', true, chain)?.['CHN.mdp']).toContain('periodic-molecules = yes');
    const plain = Object.keys(write(acetaldehyde()));
    expect(describeWritten(entry, 'CHN', false, plain)).toBeDefined();
    expect(describeWritten(entry, 'CHN', false, chain)).toBeUndefined();
  });

  it('refuses UFF and DREIDING forms GROMACS has no function type for, naming the term', () => {
    expect(() => write(periodicChain({ forms: 'uff' }))).toThrow(
      /GROMACS cannot write the angle \d+-\d+-\d+: function type 10[12] is not supported \(supported: 1, 2\)/,
    );
    expect(() => write(periodicChain({ forms: 'dreiding' }))).toThrow(/improper .*function type 102/);
  });
});
