import { describe, expect, it } from 'vitest';
import { filterLibrary, groupLibraryEntries, splitFileName } from './library-entries';

describe('the molecule library as molecules (issue 16.6)', () => {
  const entries = [
    { name: 'alcohols', type: 'folder' },
    { name: 'ethanol.mol', type: 'file' },
    { name: 'ethanol.mol2', type: 'file' },
    { name: 'ethanol.pdb', type: 'file' },
    { name: 'ethanol.xyz', type: 'file' },
    { name: 'tert-butanol.xyz', type: 'file' },
    { name: 'tert-butanol.MOL2', type: 'file' },
  ] as const;

  it('lists each molecule once with its formats, the molfile first', () => {
    expect(groupLibraryEntries(entries)).toEqual({
      folders: ['alcohols'],
      molecules: [
        { name: 'ethanol', formats: ['mol', 'mol2', 'pdb', 'xyz'] },
        { name: 'tert-butanol', formats: ['mol2', 'xyz'] },
      ],
    });
  });

  it('finds folders and molecules by part of the name, ignoring case and - _ or spaces', () => {
    const view = groupLibraryEntries(entries);
    expect(filterLibrary(view, 'TERT butanol').molecules.map((m) => m.name)).toEqual(['tert-butanol']);
    expect(filterLibrary(view, 'alco').folders).toEqual(['alcohols']);
    expect(filterLibrary(view, '  ')).toBe(view);
  });

  it('keeps dots inside a name', () => {
    expect(splitFileName('1,2-dichloro.ethane.pdb')).toEqual({ name: '1,2-dichloro.ethane', format: 'pdb' });
  });
});
