import { describe, expect, it } from 'vitest';
import { mol2Atoms, mol2Bonds, mol2HasCell } from './mol2-structure';

const MOL2 = [
  '@<TRIPOS>MOLECULE',
  'x',
  '3 1',
  'SMALL',
  'USER_CHARGES',
  '',
  '@<TRIPOS>ATOM',
  '      1 C1          0.1000    0.2000    0.3000 C.3     1  UNL1       -0.1200',
  '      2 Cl2         1.0000    0.0000    0.0000 Cl      1  UNL1        0.1200',
  '      3 M           1.0000    0.0000    0.0000 Du      1  UNL1        0.0000',
  '@<TRIPOS>BOND',
  '     1     1     2    1',
].join('\n');

describe('mol2 atoms and bonds (chem reads the mol2)', () => {
  it('reads label, coordinates, id and charge; a dummy atom is labelled by its name', () => {
    expect(mol2Atoms(MOL2)).toEqual([
      { id: 1, label: 'C', x: 0.1, y: 0.2, z: 0.3, charge: -0.12 },
      { id: 2, label: 'Cl', x: 1, y: 0, z: 0, charge: 0.12 },
      { id: 3, label: 'M', x: 1, y: 0, z: 0, charge: 0 },
    ]);
    expect(mol2Bonds(MOL2)).toEqual([[0, 1]]);
  });

  it('takes an empty or unreadable text as no structure', () => {
    expect(mol2Atoms('')).toEqual([]);
    expect(mol2Bonds('@<TRIPOS>MOLECULE\n')).toEqual([]);
  });
});

describe('mol2HasCell (a crystal: its structure downloads add cif and vasp, 000 §9)', () => {
  it('is true for a mol2 with a CRYSIN record, as the cell conversion writes it, and false without', () => {
    const crystal = `${MOL2}\n@<TRIPOS>CRYSIN\n    5.6406    5.6406    5.6406   90.0000   90.0000   90.0000     1     1\n`;
    expect(mol2HasCell(crystal)).toBe(true);
    expect(mol2HasCell(MOL2)).toBe(false);
    // The word in a title is not a record.
    expect(mol2HasCell(MOL2.replace('\nx\n', '\nno @<TRIPOS>CRYSIN here\n'))).toBe(false);
  });
});
