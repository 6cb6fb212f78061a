import { describe, expect, it } from 'vitest';
import { uploadExtension } from './upload-extension.js';

describe('uploadExtension', () => {
  it('is the lower-case text after the last dot of the base name', () => {
    expect(uploadExtension('benzene.MOL2')).toBe('mol2');
    expect(uploadExtension('dir.v2/water.pdb')).toBe('pdb');
    expect(uploadExtension('C:\\data\\nacl.cif')).toBe('cif');
    expect(uploadExtension('archive.tar.gz')).toBe('gz');
  });

  it('treats VASP names without an extension (POSCAR, CONTCAR, POSCAR_relaxed) as vasp', () => {
    expect(uploadExtension('POSCAR')).toBe('vasp');
    expect(uploadExtension('CONTCAR')).toBe('vasp');
    expect(uploadExtension('runs/POSCAR_relaxed')).toBe('vasp');
    expect(uploadExtension('poscar')).toBe('vasp');
    expect(uploadExtension('POSCAR.vasp')).toBe('vasp');
  });

  it('is empty for other names without a dot', () => {
    expect(uploadExtension('README')).toBe('');
    expect(uploadExtension('')).toBe('');
  });
});
