import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { namdWriter } from './namd-writer.js';

const write = (system: System, cutoff?: number): Record<string, string> =>
  runWriter(namdWriter, system, { residueName: 'ACE', ...(cutoff === undefined ? {} : { cutoff }) });

describe('NAMD writer', () => {
  it('writes an XPLOR PSF, the CHARMM parameters, a PDB and a configuration that reads them', () => {
    const files = write(acetaldehyde(), 15);
    expect(Object.keys(files).sort()).toEqual(['ACE.namd', 'ACE.pdb', 'ACE.prm', 'ACE.psf']);
    expect(files['ACE.psf']!.split('\n')[0]).toBe('PSF XPLOR');
    const conf = files['ACE.namd']!.split('\n');
    for (const line of [
      'structure          ACE.psf',
      'coordinates        ACE.pdb',
      'paraTypeCharmm     on',
      'parameters         ACE.prm',
      'exclude            scaled1-4',
      '1-4scaling         0.833333333333',
      'switching          off',
      'cutoff             15',
      'run                0',
    ]) {
      expect(conf).toContain(line);
    }
    // A molecule: no cell, so NAMD runs it without periodic images.
    expect(files['ACE.namd']).not.toContain('cellBasisVector');
    expect(files['ACE.namd']).not.toContain('vdwGeometricSigma');
  });

  it('writes PDB ATOM records in the wwPDB columns with the segment id in 73–76', () => {
    const lines = write(acetaldehyde())['ACE.pdb']!.split('\n');
    expect(lines[1]).toBe('ATOM      1  C1  ACE A   1      10.370  10.950  10.880  1.00  0.00      ACE  C');
    expect(lines[1]!.slice(30, 38)).toBe('  10.370');
    expect(lines[1]!.slice(72, 76)).toBe('ACE ');
    expect(lines.at(-2)).toBe('END');
  });

  it('writes the cell as basis vectors and CRYST1 for a periodic structure, geometric σ for rule 3', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 90, gamma: 90 });
    const files = write({
      ...base,
      molecule: { ...base.molecule, cell },
      defaults: { ...base.defaults, combinationRule: 3 },
    });
    const conf = files['ACE.namd']!.split('\n');
    expect(conf).toContain('cellBasisVector1   20 0 0');
    expect(conf).toContain('cellBasisVector3   0 0 22');
    expect(conf).toContain('vdwGeometricSigma  yes');
    expect(files['ACE.pdb']).toContain(
      '\nCRYST1   20.000   21.000   22.000  90.00  90.00  90.00 P 1           1\n',
    );
    expect(files['ACE.prm']).toContain('\nNBFIX\n');
  });

  it('refuses what CHARMM refuses, naming NAMD', () => {
    const base = acetaldehyde();
    expect(() => write({ ...base, pairs: [] })).toThrow(/NAMD derives 1-4 pairs from the bonds/);
    expect(() => write(base, 0)).toThrow(/cut-off must be a positive length/);
  });
});
