import { describe, expect, it } from 'vitest';
import { mol2Atoms } from './mol2-atoms';
import { checkUpload, countAtoms, fileExtension, truncateName, utf8Bytes } from './upload-check';

// Ethanol, written by hand: 3 heavy atoms and 6 hydrogens = 9 atoms on the counts line.
const ETHANOL_MOL = [
  'ethanol',
  '  test',
  '',
  '  9  8  0  0  0  0  0  0  0  0999 V2000',
  ...Array.from({ length: 9 }, () => '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0'),
].join('\n');

describe('upload checks (spec 000 §5)', () => {
  it('refuses other extensions first, whatever the size', () => {
    expect(checkUpload('ethanol.txt', 5_000_000, '')).toEqual({ ok: false, problem: { code: 'extension' } });
    expect(checkUpload('ethanol', 10, '')).toEqual({ ok: false, problem: { code: 'extension' } });
  });

  it('allows exactly 1048576 bytes and refuses one more', () => {
    expect(checkUpload('a.mol', 1_048_576, ETHANOL_MOL).ok).toBe(true);
    expect(checkUpload('a.mol', 1_048_577, ETHANOL_MOL)).toEqual({ ok: false, problem: { code: 'size' } });
  });

  it('counts atoms per format as the spec reads them', () => {
    expect(countAtoms('mol', ETHANOL_MOL)).toBe(9);
    expect(countAtoms('xyz', '3\nwater\nO 0 0 0\nH 1 0 0\nH 0 1 0\n')).toBe(3);
    expect(countAtoms('pdb', 'HEADER x\nATOM      1  O\nHETATM    2  H\nTER\nEND\n')).toBe(2);
    const mol2 =
      '@<TRIPOS>MOLECULE\nx\n 2 1\n@<TRIPOS>ATOM\n1 O 0 0 0 O.3\n2 H 1 0 0 H\n@<TRIPOS>BOND\n1 1 2 1\n';
    expect(countAtoms('mol2', mol2)).toBe(2);
    expect(
      countAtoms('mol', 'x\n\n\n  0  0  0  0  0  0  0  0  0  0999 V3000\nM  V30 COUNTS 12 11 0 0 0\n'),
    ).toBe(12);
    expect(countAtoms('xyz', 'water\n')).toBeUndefined();
  });

  it('refuses more atoms than the molecule flow allows (4000)', () => {
    const xyz = (n: number) => `${n}\n\n`;
    expect(checkUpload('a.xyz', 10, xyz(4000))).toMatchObject({ ok: true, atomCount: 4000 });
    expect(checkUpload('a.xyz', 10, xyz(4001))).toEqual({
      ok: false,
      problem: { code: 'atom-count', limit: 4000 },
    });
  });

  it('reads the extension case-insensitively from the base name', () => {
    expect(fileExtension('dir.x/Ethanol.MOL2')).toBe('mol2');
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

describe('mol2 atoms', () => {
  it('reads label, coordinates, id and charge', () => {
    const mol2 = [
      '@<TRIPOS>MOLECULE',
      'x',
      '2 1',
      '@<TRIPOS>ATOM',
      '      1 C1          0.1000    0.2000    0.3000 C.3     1  UNL1       -0.1200',
      '      2 Cl2         1.0000    0.0000    0.0000 Cl      1  UNL1        0.1200',
      '      3 M           1.0000    0.0000    0.0000 Du      1  UNL1        0.0000',
      '@<TRIPOS>BOND',
      '     1     1     2    1',
    ].join('\n');
    expect(mol2Atoms(mol2)).toEqual([
      { id: 1, label: 'C', x: 0.1, y: 0.2, z: 0.3, charge: -0.12 },
      { id: 2, label: 'Cl', x: 1, y: 0, z: 0, charge: 0.12 },
      { id: 3, label: 'M', x: 1, y: 0, z: 0, charge: 0 },
    ]);
  });
});
