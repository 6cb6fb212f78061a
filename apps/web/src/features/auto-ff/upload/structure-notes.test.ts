import { describe, expect, it } from 'vitest';
import { readStructureNotes } from './structure-notes';

const molfile = (z: number): string =>
  [
    'water',
    '  test',
    '',
    '  3  2  0  0  0  0  0  0  0  0999 V2000',
    `    0.0000    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0`,
    `    0.9572    0.0000    0.0000 H   0  0  0  0  0  0  0  0  0  0  0  0`,
    `   -0.2400    0.9266    ${z.toFixed(4).padStart(7)} H   0  0  0  0  0  0  0  0  0  0  0  0`,
    '  1  2  1  0',
    '  1  3  1  0',
    'M  END',
  ].join('\n');

describe('what a loaded file says before generating', () => {
  it("names the atoms read from LigParGen's mixed-case names (issue 15.1)", () => {
    // LigParGen's style: names from column 14, no element columns (the PDB column rule reads B and C).
    const pdb = [
      'ATOM      1  Br0 BRCL    1       2.480   0.016   0.006',
      'ATOM      2  C01 BRCL    1       0.589   0.015   0.005',
      'ATOM      3  Cl2 BRCL    1      -0.400   1.600   0.100',
    ].join('\n');
    expect(readStructureNotes('brcl.pdb', pdb).notes).toEqual([
      { code: 'mixed-case', count: 2, atoms: '1 Br0 → Br, 3 Cl2 → Cl' },
    ]);
  });

  it('says an SD file with several records gives its first (issue 15.8)', () => {
    const sd = `${molfile(0.3)}\n$$$$\n${molfile(0.3).replace('water', 'second')}\n$$$$\n`;
    expect(readStructureNotes('two.sdf', sd).notes).toEqual([
      { code: 'sdf-records', count: 2, title: 'water' },
    ]);
  });

  it('tells a file with 3D coordinates from a flat one (issue 16.6)', () => {
    expect(readStructureNotes('w.mol', molfile(0.3)).has3d).toBe(true);
    expect(readStructureNotes('w.mol', molfile(0)).has3d).toBe(false);
    expect(readStructureNotes('w.mol', 'not a molfile').has3d).toBe(false);
    // A flat xyz is a planar geometry, kept as it is (a graphene sheet must not go through --gen3d).
    expect(readStructureNotes('w.xyz', '3\nflat\nO 0 0 0\nH 0.96 0 0\nH -0.24 0.93 0\n').has3d).toBe(true);
  });
});
