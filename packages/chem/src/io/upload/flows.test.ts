import { describe, expect, it } from 'vitest';
import { atomLimitMessage, SIZE_MESSAGE, UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES } from './flows.js';

describe('UPLOAD_FLOWS (spec 000 §5, §9; 001 §5)', () => {
  it('has the limits of each flow', () => {
    expect(UPLOAD_FLOWS.molecule.atomLimit).toBe(4000);
    expect(UPLOAD_FLOWS.general.atomLimit).toBe(1000);
    expect(UPLOAD_FLOWS.crystal.atomLimit).toBe(1000);
    expect(UPLOAD_FLOWS['small-molecule'].atomLimit).toBe(5000);
    expect(UPLOAD_FLOWS['coarse-grained'].atomLimit).toBe(5000);
  });

  it('accepts mol, pdb, xyz, mol2 in the molecule flows and cif, vasp, gjf, car for crystals', () => {
    for (const flow of ['molecule', 'general', 'small-molecule', 'coarse-grained'] as const) {
      expect(UPLOAD_FLOWS[flow].extensions).toEqual(['mol', 'pdb', 'xyz', 'mol2']);
      expect(UPLOAD_FLOWS[flow].extensionMessage).toEqual({
        en: 'only .mol, .pdb, .xyz, .mol2 files are supported',
        zh: '目前只支持.mol、.pdb、.xyz、.mol2文件上传',
      });
    }
    expect(UPLOAD_FLOWS.crystal.extensions).toEqual(['cif', 'vasp', 'gjf', 'car']);
    expect(UPLOAD_FLOWS.crystal.extensionMessage).toEqual({
      en: 'only .vasp, .cif, .gjf, .car files are supported',
      zh: '目前只支持.vasp、.cif、.gjf、.car文件上传',
    });
  });

  it('limits size to 1 MB = 1048576 bytes with the spec message', () => {
    expect(UPLOAD_SIZE_LIMIT_BYTES).toBe(1048576);
    expect(SIZE_MESSAGE).toEqual({ en: 'file size exceeds 1M limit', zh: '文件大小超出1M限制' });
  });

  it('words the atom limit as the spec does', () => {
    expect(atomLimitMessage(4000)).toEqual({
      en: 'atom count cannot exceed 4000',
      zh: '原子个数不能超过4000个',
    });
    expect(atomLimitMessage(1000)).toEqual({
      en: 'atom count cannot exceed 1000',
      zh: '原子个数不能超过1000个',
    });
  });
});
