import { UPLOAD_FLOWS } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { checkBeforeReading, checkUpload, truncateName, uploadAccept, utf8Bytes } from './upload-check';

// Ethanol, written by hand: 3 heavy atoms and 6 hydrogens = 9 atoms on the counts line.
const ETHANOL_MOL = [
  'ethanol',
  '  test',
  '',
  '  9  8  0  0  0  0  0  0  0  0999 V2000',
  ...Array.from({ length: 9 }, () => '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0'),
].join('\n');

describe('upload checks of the molecule flow (spec 000 §5, chem checkUpload)', () => {
  it('refuses other extensions first, whatever the size, naming the accepted ones', () => {
    const extension = { code: 'extension', extensions: ['mol', 'pdb', 'xyz', 'mol2', 'sdf'] };
    expect(checkUpload('molecule', 'ethanol.txt', 5_000_000, '')).toEqual({ ok: false, problem: extension });
    expect(checkUpload('molecule', 'ethanol', 10, '')).toEqual({ ok: false, problem: extension });
    expect(uploadAccept('molecule')).toBe('.mol,.pdb,.xyz,.mol2,.sdf');
  });

  it('allows exactly 1048576 bytes and refuses one more', () => {
    expect(checkUpload('molecule', 'a.mol', 1_048_576, ETHANOL_MOL)).toEqual({ ok: true, atomCount: 9 });
    expect(checkUpload('molecule', 'a.mol', 1_048_577, ETHANOL_MOL)).toEqual({
      ok: false,
      problem: { code: 'size' },
    });
  });

  it('judges extension and size before the file is read', () => {
    expect(checkBeforeReading('molecule', 'a.cif', 10)).toMatchObject({ code: 'extension' });
    expect(checkBeforeReading('molecule', 'a.mol', 1_048_577)).toEqual({ code: 'size' });
    expect(checkBeforeReading('molecule', 'a.MOL2', 1_048_576)).toBeUndefined();
  });

  it('says an empty file is empty, naming it (issue 16.6), not that its atoms cannot be counted', () => {
    expect(checkUpload('molecule', 'blank.pdb', 0, '')).toEqual({
      ok: false,
      problem: { code: 'empty', name: 'blank.pdb' },
    });
    expect(checkUpload('molecule', 'blank.mol', 3, ' \n\n')).toMatchObject({ problem: { code: 'empty' } });
  });

  it('refuses more atoms than the molecule flow allows (4000), and a file without a count', () => {
    const xyz = (n: number) => `${n}\n\n`;
    expect(checkUpload('molecule', 'a.xyz', 10, xyz(4000))).toEqual({ ok: true, atomCount: 4000 });
    expect(checkUpload('molecule', 'a.xyz', 10, xyz(4001))).toEqual({
      ok: false,
      problem: { code: 'atom-count', limit: 4000 },
    });
    expect(checkUpload('molecule', 'a.xyz', 10, 'water\n')).toEqual({
      ok: false,
      problem: { code: 'unreadable' },
    });
  });

  it('follows the flow: the crystal flow takes cif and has its own limit', () => {
    expect(checkBeforeReading('crystal', 'a.mol', 10)).toEqual({
      code: 'extension',
      extensions: UPLOAD_FLOWS.crystal.extensions,
    });
    expect(UPLOAD_FLOWS.crystal.extensions).not.toContain('mol');
    expect(utf8Bytes('é')).toBe(2);
  });
});

describe('file name in the title bar', () => {
  it('keeps 20 characters and adds an ellipsis only when longer', () => {
    expect(truncateName('12345678901234567890.mol')).toBe('12345678901234567890…');
    expect(truncateName('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateName('ethanol.mol')).toBe('ethanol.mol');
  });
});
